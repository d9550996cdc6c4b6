// The ejected tabs (index.tsx) take an id prefix that ties each tab to its panel; features reach them as
// @theme/Tabs, so the theme's declaration of their props gains the option here.
declare module '@theme/Tabs' {
  interface Props {
    /** Prefix of the ids that tie each tab to its panel; unique on the page. No ids when left out. */
    idPrefix?: string;
  }
}
