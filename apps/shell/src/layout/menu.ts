import { rolesAllow, type Role } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';
import { demoSections } from '../pages/shell-pages';

export interface MenuItem {
  id: string;
  path: string;
  /** Full i18n keys (namespace included). */
  label: string;
  description: string;
  order: number;
}

/** Demo sections sit where the spec's menu lists them: Settlement, Report, Partner (16–18). */
const demoOrder: Record<(typeof demoSections)[number], number> = {
  settlement: 16,
  report: 17,
  partner: 18,
};

/**
 * The sidebar: every loaded remote's entries plus the shell's demo entries, in the spec's menu
 * order. `roles` is null until a user is known; then entries the user may not open are left out.
 */
export function buildMenu(
  contracts: readonly RemoteContract[],
  options: { demoMode: boolean; roles: readonly Role[] | null },
): MenuItem[] {
  const items: (MenuItem & { roles: readonly Role[] })[] = contracts.flatMap((contract) =>
    contract.menu.map((entry) => ({
      id: entry.id,
      path: entry.path,
      label: `${contract.namespace}:${entry.labelKey}`,
      description: `${contract.namespace}:${entry.descriptionKey}`,
      order: entry.order,
      roles: entry.roles,
    })),
  );
  if (options.demoMode) {
    for (const section of demoSections) {
      items.push({
        id: `demo-${section}`,
        path: `/demo/${section}`,
        label: `shell:demo.${section}.label`,
        description: `shell:demo.${section}.description`,
        order: demoOrder[section],
        roles: ['USER'],
      });
    }
  }
  const { roles } = options;
  return items
    .filter((item) => roles === null || rolesAllow(roles, item.roles))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .map((item) => ({
      id: item.id,
      path: item.path,
      label: item.label,
      description: item.description,
      order: item.order,
    }));
}

/** The entry for the current path: the longest menu path that the pathname starts with. */
export function activeMenuPath(items: readonly MenuItem[], pathname: string): string | undefined {
  return items
    .map((item) => item.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
