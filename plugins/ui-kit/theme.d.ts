// The components this feature's theme path provides, typed for the MDX pages that render them.
declare module '@theme/Playground' {
  export {default} from '@site/plugins/ui-kit/theme/Playground/index.tsx';
}
declare module '@theme/UiGallery' {
  export {default} from '@site/plugins/ui-kit/theme/UiGallery/index.tsx';
}
declare module '@theme/Accordion' {
  export {default, AccordionButton, AccordionItem, AccordionPanel} from '@site/plugins/ui-kit/theme/Accordion/index.tsx';
}
declare module '@theme/Carousel' {
  export {default, type CarouselLabels, type CarouselTransition} from '@site/plugins/ui-kit/theme/Carousel/index.tsx';
}
