// Side-effect CSS imports (e.g. '@mantine/core/styles.css') are bundled by Rsbuild.
declare module '*.css';
