import StarterDetails from './_components/StarterDetails';

export default function StarterPage() {
  return <StarterDetails slug="cms-base" />;
}
