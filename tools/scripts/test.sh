#!/usr/bin/env bash
# `npm test`: every test: format, lint (module boundaries included), types, unit and API tests,
# the production build, Storybook, and end-to-end tests in Debian's chromium.
source "$(dirname "$0")/common.sh"
install_dependencies

if ! command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1; then
  step "Installing Debian's chromium for the end-to-end tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The layout and accessibility walks measure Chinese text: without a CJK face chromium draws
# empty boxes of another width, so a new machine gets Debian's WenQuanYi Micro Hei first.
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
  step "Installing a Chinese font for the end-to-end tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null
fi

ensure_postgres

rm -rf tmp/test-results
mkdir -p tmp/test-results

step "Format (prettier --check)"
npx prettier --check . --log-level warn

step "Lint and typecheck (every project)"
npx nx run-many -t lint,typecheck --parallel=2 --output-style=static

step "Unit and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=tmp/test-results/vitest.json

step "Production build (api, shell, remotes) and Storybook"
npx nx run-many -t build,build-storybook --parallel=2 --output-style=static

step "Storybook checks (every story in both languages: play functions and pictures)"
npx playwright test -c storybook/checks/playwright.config.ts

step "End-to-end tests (playwright, chromium)"
npx playwright test -c e2e/playwright.config.ts

step "Summary"
npx tsx tools/scripts/test-summary.ts tmp/test-results/vitest.json tmp/test-results/storybook-checks.json tmp/test-results/playwright.json
