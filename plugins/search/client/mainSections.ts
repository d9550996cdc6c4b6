import {useThemeConfig, type FooterColumnItem, type FooterLinkItem} from '@docusaurus/theme-common';

/** A part of the site a reader can start from. */
export interface SiteSection {
  label: string;
  to: string;
}

const isColumn = (link: FooterColumnItem | FooterLinkItem): link is FooterColumnItem => Array.isArray(link.items);

/** The site's main sections: the footer's links within the site, in its order (docusaurus.config.ts holds them). */
export function useMainSections(): SiteSection[] {
  const links: Array<FooterColumnItem | FooterLinkItem> = useThemeConfig().footer?.links ?? [];
  return links
    .flatMap((link) => (isColumn(link) ? link.items : [link]))
    .flatMap((item) => (item.to && item.label ? [{label: item.label, to: item.to}] : []));
}
