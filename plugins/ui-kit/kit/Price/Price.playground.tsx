import type {PlaygroundSpec} from '../../types';
import Price from '.';

const pricePlayground: PlaygroundSpec = {
  name: 'Price',
  level: 'atoms',
  page: '/reference/ui/atoms/Price',
  controls: [
    {name: 'value', type: 'number', default: 1249.9, min: 0, step: 0.1},
    {name: 'currency', type: 'enum', options: ['USD', 'EUR', 'BRL', 'JPY'], default: 'USD', implicit: 'USD', in1x: 'portal'},
    {name: 'locale', type: 'enum', options: ['en-US', 'de-DE', 'pt-BR', 'ja-JP'], default: 'en-US', implicit: 'en-US', in1x: 'portal'},
    {name: 'variant', type: 'enum', options: ['selling', 'listing'], default: 'selling', implicit: 'selling'},
  ],
  render: ({value, currency, locale, variant}) => (
    <Price value={Number(value)} currency={String(currency)} locale={String(locale)} variant={variant as 'selling'} />
  ),
};

export default pricePlayground;
