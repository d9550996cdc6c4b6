import StarterDetails from './_components/StarterDetails/index.tsx';

export default function StarterPage() {
  return <StarterDetails slug="base" />;
}
