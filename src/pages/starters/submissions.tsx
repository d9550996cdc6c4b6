import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import SubmissionForm from './_components/SubmissionForm/index.tsx';

export default function StarterSubmissionsPage() {
  const title = translate({id: 'site.starters.submissions.title', message: 'Submit your starter', description: 'The starter submission page: title and heading'});
  return (
    <Layout
      title={title}
      description={translate({id: 'site.starters.submissions.description', message: 'Requirements and steps to add a community starter to the FastStore gallery.'})}>
      <main className="container container--fluid margin-vert--lg" style={{maxWidth: '48rem'}}>
        <h1>{title}</h1>
        <p>
          <Translate
            id="site.starters.submissions.intro"
            description="gallery is a link to the starters gallery"
            values={{
              gallery: (
                <Link to="/starters">
                  <Translate id="site.starters.submissions.intro.gallery">starters gallery</Translate>
                </Link>
              ),
            }}>
            {
              'Community starters help other teams begin from a storefront close to theirs. We review every submission and add the ones that meet the requirements below to the {gallery}.'
            }
          </Translate>
        </p>
        <h2>
          <Translate id="site.starters.submissions.requirements">Requirements</Translate>
        </h2>
        <ul>
          <li>
            <Translate id="site.starters.submissions.requirementLicense">The code is in a public Git repository with a license that lets others reuse it.</Translate>
          </li>
          <li>
            <Translate id="site.starters.submissions.requirementFastStore">
              It builds on FastStore: the FastStore API for data, and FastStore SDK and UI where they fit.
            </Translate>
          </li>
          <li>
            <Translate id="site.starters.submissions.requirementDemo">A live demo is reachable over HTTPS.</Translate>
          </li>
          <li>
            <Translate id="site.starters.submissions.requirementReadme">The README explains how to install, configure and run the starter locally.</Translate>
          </li>
          <li>
            <Translate
              id="site.starters.submissions.requirementPerformance"
              description="lighthouseGuide is a link to the Lighthouse guide"
              values={{
                lighthouseGuide: (
                  <Link to="/how-to-guides/performance/lighthouse">
                    <Translate id="site.starters.submissions.requirementPerformance.lighthouseGuide">Lighthouse guide</Translate>
                  </Link>
                ),
              }}>
              {'The demo keeps the performance bar of the official starters (see the {lighthouseGuide}).'}
            </Translate>
          </li>
        </ul>
        <h2>
          <Translate id="site.starters.submissions.whatToSend">What to send</Translate>
        </h2>
        <p>
          <Translate id="site.starters.submissions.whatToSendText">
            {
              "The form below collects the starter's name, owner and owner website, repository URL, demo URL, a short description and its main features, then opens a prefilled issue in the FastStore repository. We answer in the issue."
            }
          </Translate>
        </p>
        <SubmissionForm />
      </main>
    </Layout>
  );
}
