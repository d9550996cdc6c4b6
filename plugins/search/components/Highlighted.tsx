import {highlightParts} from '../../../common/search/highlight';

interface Props {
  text: string;
  terms: readonly string[];
}

/** Text with every matched word wrapped in <mark>. */
export default function Highlighted({text, terms}: Props) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}
