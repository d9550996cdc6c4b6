import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import SubmissionForm from './_components/SubmissionForm/index.tsx';

export default function StarterSubmissionsPage() {
  return (
    <Layout title="Submit your starter" description="Requirements and steps to add a community starter to the FastStore gallery.">
      <main className="container container--fluid margin-vert--lg" style={{maxWidth: '48rem'}}>
        <h1>Submit your starter</h1>
        <p>
          Community starters help other teams begin from a storefront close to theirs. We review every submission and add
          the ones that meet the requirements below to the <Link to="/starters">starters gallery</Link>.
        </p>
        <h2>Requirements</h2>
        <ul>
          <li>The code is in a public Git repository with a license that lets others reuse it.</li>
          <li>It builds on FastStore: the FastStore API for data, and FastStore SDK and UI where they fit.</li>
          <li>A live demo is reachable over HTTPS.</li>
          <li>The README explains how to install, configure and run the starter locally.</li>
          <li>
            The demo keeps the performance bar of the official starters (see the{' '}
            <Link to="/how-to-guides/performance/lighthouse">Lighthouse guide</Link>).
          </li>
        </ul>
        <h2>What to send</h2>
        <p>
          The form below collects the starter&apos;s name, owner and owner website, repository URL, demo URL, a short
          description and its main features, then opens a prefilled issue in the FastStore repository. We answer in the
          issue.
        </p>
        <SubmissionForm />
      </main>
    </Layout>
  );
}
