/** `@theme/Accordion`: the UI kit's Accordion (../../kit/Accordion), for the site's own components such as the FAQ. */
export {default, AccordionButton, AccordionItem, AccordionPanel} from '../../kit/Accordion/index.tsx';
