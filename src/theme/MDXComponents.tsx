import MDXComponents from '@theme-original/MDXComponents';
import FaqAccordion from '@site/src/components/FaqAccordion/index.tsx';
import FaqItem from '@site/src/components/FaqAccordion/FaqItem.tsx';
import Playground from '@theme/Playground';
import ScrollTable from '@site/src/components/ScrollTable/index.tsx';
import UiGallery from '@theme/UiGallery';

/** The theme's MDX components plus ours, usable in every MDX page without an import. */
const MDXComponentsWrapper = {
  ...MDXComponents,
  table: ScrollTable,
  Playground,
  UiGallery,
  FaqAccordion,
  FaqItem,
};

export default MDXComponentsWrapper;
