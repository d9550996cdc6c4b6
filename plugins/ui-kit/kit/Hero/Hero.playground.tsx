import type {PlaygroundSpec} from '../../types';
import Hero from '.';

const heroPlayground: PlaygroundSpec = {
  name: 'Hero',
  level: 'organisms',
  page: '/reference/ui/organisms/Hero',
  controls: [
    {name: 'title', type: 'string', default: 'New arrivals', in1x: 'portal'},
    {name: 'subtitle', type: 'string', default: 'Fresh styles for the season, delivered in two days.', in1x: 'portal'},
    {name: 'linkText', type: 'string', default: 'Shop now', in1x: 'portal'},
    {name: 'link', type: 'string', default: '#new-arrivals', in1x: 'portal'},
    {name: 'variant', type: 'enum', options: ['primary', 'secondary'], default: 'primary', implicit: 'primary', in1x: 'portal'},
    {name: 'imageSrc', type: 'string', default: '/img/starters/beauty-thumb.svg', in1x: 'portal'},
    {name: 'imageAlt', type: 'string', default: '', in1x: 'portal'},
  ],
  render: ({title, subtitle, linkText, link, variant, imageSrc, imageAlt}) => (
    <Hero
      title={String(title)}
      subtitle={String(subtitle)}
      linkText={String(linkText)}
      link={String(link)}
      variant={variant as 'primary'}
      imageSrc={String(imageSrc)}
      imageAlt={String(imageAlt)}
    />
  ),
};

export default heroPlayground;
