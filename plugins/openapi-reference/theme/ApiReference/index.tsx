import Link from '@docusaurus/Link';
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
        <Link to="#servers">Servers</Link>
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
        <span className={styles.contentsGroup}>Schemas</span>
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

  return (
    <Layout title={`${info.title} API`} description={`REST API of the ${info.title} (version ${info.version}): content types and page documents.`}>
      <div className={styles.apiReference}>
        <nav className={styles.apiReferenceNav} aria-label="API reference">
          <p className={styles.apiReferenceNavTitle}>On this page</p>
          <Contents byTag={byTag} schemaNames={schemaNames} />
        </nav>

        <main className={styles.apiReferenceMain}>
          <header>
            <Heading as="h1">{info.title} API</Heading>
            <p className={styles.apiReferenceVersion}>
              Version <strong>{info.version}</strong>
            </p>
            <nav className={styles.apiReferenceToc} aria-label="API reference">
              <details>
                <summary>On this page</summary>
                <Contents byTag={byTag} schemaNames={schemaNames} />
              </details>
            </nav>
            <p>
              <Text>{info.description}</Text>
            </p>
            <p>
              Learn to consume this content step by step in the <Link to="/tutorials/cms">Headless CMS tutorial</Link>.
            </p>
          </header>

          <section aria-labelledby="servers">
            <Heading as="h2" id="servers">
              Servers
            </Heading>
            <ul>
              {servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code>: {server.description}
                  <ul>
                    {Object.entries(server.variables ?? {}).map(([name, variable]) => (
                      <li key={name}>
                        <code>{name}</code> (default <code>{variable.default}</code>): {variable.description}
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
              Schemas
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
