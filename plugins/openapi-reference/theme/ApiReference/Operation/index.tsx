import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import {operationAnchor, parameterExample, responseExample} from '@site/common/apiReference';
import type {Operation as OperationData} from '@site/common/openapi';
import type {ServerTemplate} from '../../../client/apiRequest';
import RequestSamples from '../RequestSamples';
import SchemaView, {typeLabel} from '../SchemaView';
import Text from '../Text';
import TryIt from '../TryIt';
import styles from './styles.module.css';

interface Props {
  operation: OperationData;
  /** The server the code samples call. */
  sampleServer: ServerTemplate;
}

/** Why a response status happens, from its first digit. */
const statusClass = (status: string) => (status.startsWith('2') ? styles.statusSuccess : styles.statusError);

/** "Example: `value`" after a parameter's description, when there is one to add. */
function ParameterExample({example}: {example: string | undefined}): ReactNode {
  if (example === undefined) return null;
  return (
    <span className={styles.example}>
      {' '}
      Example: <code>{example}</code>
    </span>
  );
}

export default function Operation({operation, sampleServer}: Props): ReactNode {
  const anchor = operationAnchor(operation);
  return (
    <section className={styles.operation} aria-labelledby={anchor}>
      <Heading as="h2" id={anchor}>
        {operation.summary}
      </Heading>
      <p className={styles.operationEndpoint}>
        <span className={styles.operationMethod}>{operation.method.toUpperCase()}</span> <code>{operation.path}</code>
      </p>
      <p>
        <Text>{operation.description}</Text>
      </p>

      <Heading as="h3" id={`${anchor}-parameters`}>
        Parameters
      </Heading>
      {/* The table scrolls sideways on narrow screens: a named region in the tab order, so a keyboard can scroll it. */}
      <div className={styles.tableScroll} role="region" aria-label={`${operation.summary}: parameters`} tabIndex={0}>
        <table className={styles.parameters}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">In</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}:${parameter.name}`}>
                <td>
                  <code>{parameter.name}</code>
                  {parameter.required ? <span className={styles.required}> required</span> : null}
                </td>
                <td>{parameter.in}</td>
                <td>{parameter.schema ? typeLabel(parameter.schema) : 'string'}</td>
                <td>
                  <Text>{parameter.description}</Text>
                  {parameter.schema ? <SchemaView schema={parameter.schema} /> : null}
                  <ParameterExample example={parameterExample(parameter.description, parameter.schema?.example)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Heading as="h3" id={`${anchor}-responses`}>
        Responses
      </Heading>
      {Object.entries(operation.responses).map(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        const example = responseExample(response);
        return (
          <details key={status} className={styles.response} open={status.startsWith('2')}>
            <summary>
              <span className={statusClass(status)}>{status}</span> <Text>{response.description}</Text>
            </summary>
            {schema ? (
              <div className={styles.responseSchema}>
                <p>
                  Body: <span className={styles.example}>{typeLabel(schema)}</span>
                </p>
                <SchemaView schema={schema} />
              </div>
            ) : null}
            {example !== undefined ? (
              <CodeBlock language="json" title={`Example ${status} response`}>
                {JSON.stringify(example, null, 2)}
              </CodeBlock>
            ) : null}
          </details>
        );
      })}

      <Heading as="h3" id={`${anchor}-samples`}>
        Request samples
      </Heading>
      <RequestSamples server={sampleServer} operation={operation} />
      <TryIt operation={operation} />
    </section>
  );
}
