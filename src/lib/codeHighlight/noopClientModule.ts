/** Stands in for the theme's Prism language client module in the browser bundle (plugins/lean-client). */
export {};
