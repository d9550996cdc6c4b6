import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {ReactNode} from 'react';
import {operationAnchor, schemaAnchor} from '@site/common/apiReference.ts';
import type {Operation as OperationData, ReferenceData} from '@site/common/openapi.ts';
import Operation from './Operation/index.tsx';
import ServerHtml from './ServerHtml.tsx';
import serverParts from './serverParts.ts';
import Text from './Text.tsx';
import styles from './styles.module.css';
import HydrateLater from '@theme/HydrateLater';

interface Props {
  /** Route data from plugins/openapi-reference: the parsed, dereferenced description. */
  description: ReferenceData;
}

interface ContentsProps {
  byTag: Array<{tag: ReferenceData['tags'][number]; operations: OperationData[]}>;
  schemaNames: string[];
}

/** The page's contents: servers, each operation under its tag, each schema. */
function Contents({byTag, schemaNames}: ContentsProps): ReactNode {
  return (
    <ul className={styles.contents}>
      <li>
        <Link to="#servers">{translate({id: 'site.apiReference.servers', message: 'Servers'})}</Link>
      </li>
      {byTag.map(({tag, operations}) => (
        <li key={tag.name}>
          <span className={styles.contentsGroup}>{tag.name}</span>
          <ul>
            {operations.map((operation) => (
              <li key={operation.operationId}>
                <Link to={`#${operationAnchor(operation)}`}>
                  <span className={styles.contentsMethod}>{operation.method.toUpperCase()}</span> {operation.summary}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
      <li>
        <span className={styles.contentsGroup}>{translate({id: 'site.apiReference.schemas', message: 'Schemas'})}</span>
        <ul>
          {schemaNames.map((name) => (
            <li key={name}>
              <Link to={`#${schemaAnchor(name)}`}>{name}</Link>
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}

/**
 * The API reference page: every operation and schema rendered at build time. Wide screens list the contents in
 * a sticky side column; narrower ones in a collapsed "On this page" under the title, which keeps the title and
 * the first operation near the top on a phone. Only one of the two is displayed at a width.
 */
export default function ApiReference({description}: Props): ReactNode {
  const {info, servers, tags, operations, schemas} = description;
  // Code samples call the account's master host, the one a storefront uses in production.
  const sampleServer = servers.find((server) => !server.url.includes('{workspace}')) ?? servers[0] ?? {url: ''};
  const byTag = tags.map((tag) => ({tag, operations: operations.filter((operation) => operation.tags?.includes(tag.name))}));
  const schemaNames = Object.keys(schemas);
  const title = translate({id: 'site.apiReference.pageTitle', message: '{title} API', description: 'The API reference page\'s title; {title} is the API description\'s title (a product name)'}, {title: info.title});
  const navLabel = translate({id: 'site.apiReference.navLabel', message: 'API reference', description: 'The accessible name of the API reference page\'s contents'});
  const onThisPage = translate({id: 'site.apiReference.onThisPage', message: 'On this page', description: 'The title of the API reference page\'s contents'});

  return (
    <Layout
      title={title}
      description={translate(
        {id: 'site.apiReference.pageDescription', message: 'REST API of the {title} (version {version}): content types and page documents.', description: 'The API reference page\'s meta description'},
        {title: info.title, version: info.version},
      )}>
      <div className={styles.apiReference}>
        <nav className={styles.apiReferenceNav} aria-label={navLabel}>
          <p className={styles.apiReferenceNavTitle}>{onThisPage}</p>
          <Contents byTag={byTag} schemaNames={schemaNames} />
        </nav>

        <main className={styles.apiReferenceMain}>
          <header>
            <Heading as="h1">{title}</Heading>
            <p className={styles.apiReferenceVersion}>
              <Translate id="site.apiReference.version" description="The API description's version, under the page title" values={{version: <strong>{info.version}</strong>}}>
                {'Version {version}'}
              </Translate>
            </p>
            <nav className={styles.apiReferenceToc} aria-label={navLabel}>
              <details>
                <summary>{onThisPage}</summary>
                <Contents byTag={byTag} schemaNames={schemaNames} />
              </details>
            </nav>
            <p>
              <Text>{info.description}</Text>
            </p>
            <p>
              <Translate
                id="site.apiReference.tutorialIntro"
                description="The sentence pointing to the tutorial; {tutorial} is the link, site.apiReference.tutorialLink"
                values={{
                  tutorial: (
                    <Link to="/tutorials/cms">
                      <Translate id="site.apiReference.tutorialLink" description="The link to the Headless CMS tutorial, inside site.apiReference.tutorialIntro">
                        Headless CMS tutorial
                      </Translate>
                    </Link>
                  ),
                }}>
                {'Learn to consume this content step by step in the {tutorial}.'}
              </Translate>
            </p>
          </header>

          <section aria-labelledby="servers">
            <Heading as="h2" id="servers">
              {translate({id: 'site.apiReference.servers', message: 'Servers'})}
            </Heading>
            <ul>
              {servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>: {server.description}
                  <ul>
                    {Object.entries(server.variables ?? {}).map(([name, variable]) => (
                      <li key={name}>
                        <code>{name}</code>{' '}
                        <Translate id="site.apiReference.serverVariableDefault" description="After a server variable's name; {value} is its default value, as code" values={{value: <code>{variable.default}</code>}}>
                          {'(default {value})'}
                        </Translate>
                        : {variable.description}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>

          {byTag.flatMap(({operations: tagged}) => tagged).map((operation) => (
            // Each operation and schema hydrates in a task of its own (a long page's thousands of elements in one go blocked input).
            <HydrateLater key={operation.operationId} id={`operation-${operation.operationId}`}>
              <Operation operation={operation} sampleServer={sampleServer} />
            </HydrateLater>
          ))}

          <section aria-labelledby="schemas">
            <Heading as="h2" id="schemas">
              {translate({id: 'site.apiReference.schemas', message: 'Schemas'})}
            </Heading>
            {Object.entries(schemas).map(([name, schema]) => (
              <HydrateLater key={name} id={`schema-${name}`}>
                <ServerHtml>{serverParts ? <serverParts.SchemaSection name={name} schema={schema} /> : null}</ServerHtml>
              </HydrateLater>
            ))}
          </section>
        </main>
      </div>
    </Layout>
  );
}
