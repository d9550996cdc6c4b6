import {useState} from 'react';
import type {PlaygroundSpec, PlaygroundValues} from '../../types';
import {jsxString} from '../../logic/jsxString';
import Button from '../Button';
import Toast from '.';

function ToastDemo({message, status}: PlaygroundValues) {
  const [shown, setShown] = useState(true);
  if (!shown) return <Button variant="secondary" onClick={() => setShown(true)}>Show the toast again</Button>;
  return <Toast message={String(message)} status={status as 'info'} onClose={() => setShown(false)} />;
}

const toastPlayground: PlaygroundSpec = {
  name: 'Toast',
  level: 'molecules',
  page: '/reference/ui/molecules/Alert',
  controls: [
    {name: 'message', type: 'string', default: 'Added to your cart', in1x: 'portal'},
    {name: 'status', type: 'enum', options: ['info', 'success', 'error'], default: 'success', implicit: 'info', in1x: 'portal'},
  ],
  render: (values) => <ToastDemo {...values} />,
  code: ({message, status}) =>
    jsxString('Toast', [
      ['message', String(message)],
      ['status', status === 'info' ? undefined : String(status)],
      ['onClose', {code: '() => setShown(false)'}],
    ]),
};

export default toastPlayground;
