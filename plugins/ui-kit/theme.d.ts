// The components this feature's theme path provides, typed for the MDX pages that render them.
declare module '@theme/Playground' {
  export {default} from '@site/plugins/ui-kit/theme/Playground';
}
declare module '@theme/UiGallery' {
  export {default} from '@site/plugins/ui-kit/theme/UiGallery';
}
declare module '@theme/Accordion' {
  export {default, AccordionButton, AccordionItem, AccordionPanel} from '@site/plugins/ui-kit/theme/Accordion';
}
declare module '@theme/Carousel' {
  export {default, type CarouselTransition} from '@site/plugins/ui-kit/theme/Carousel';
}
