// Style sheets are bundled by Rspack (css/auto); importing one has no value, only its effect.
declare module '*.css';
