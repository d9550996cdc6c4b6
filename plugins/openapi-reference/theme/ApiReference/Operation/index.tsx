import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@site/src/theme/Tabs';
import type {ReactNode} from 'react';
import {operationAnchor, parameterExample, responseExample} from '@site/common/apiReference';
import type {Operation as OperationData, Parameter} from '@site/common/openapi';
import type {ServerTemplate} from '../../../client/apiRequest';
import Example from '../Example';
import ParameterName from '../ParameterName';
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

/** The colour of a status badge; the code itself is the text that says what it is. */
const statusClass = (status: string) => (status.startsWith('2') ? styles.statusSuccess : styles.statusError);

const locations: ReadonlyArray<[Parameter['in'], string]> = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** "Example: `value`" after a parameter's description, when there is one to add. */
function ParameterExample({example}: {example: string | undefined}): ReactNode {
  if (example === undefined) return null;
  return (
    <span className={styles.muted}>
      {' '}
      Example: <code>{example}</code>
    </span>
  );
}

/** The parameters grouped by where they go (path, query…), each with its type, whether it is required and what it does. */
function Parameters({parameters}: {parameters: Parameter[]}): ReactNode {
  return locations.map(([location, title]) => {
    const here = parameters.filter((parameter) => parameter.in === location);
    if (here.length === 0) return null;
    return (
      <div key={location}>
        <h4 className={styles.parameterGroup}>{title}</h4>
        <ul className={styles.parameters}>
          {here.map((parameter) => (
            <li key={parameter.name} className={styles.parameter}>
              <p className={styles.parameterHead}>
                <ParameterName name={parameter.name} /> <span className={styles.muted}>{parameter.schema ? typeLabel(parameter.schema) : 'string'}</span>
                {parameter.required ? <span className={styles.required}> required</span> : null}
              </p>
              <div className={styles.parameterBody}>
                <Text>{parameter.description}</Text>
                {parameter.schema ? <SchemaView schema={parameter.schema} /> : null}
                <ParameterExample example={parameterExample(parameter.description, parameter.schema?.example)} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/**
 * One operation, laid out as the best API references do: at desktop width the prose, parameters and response
 * schemas on the left and the request and response examples beside them, sticky; on narrow screens one column.
 * "Try it" sits in the endpoint bar, in the operation's first screen at every width.
 */
export default function Operation({operation, sampleServer}: Props): ReactNode {
  const anchor = operationAnchor(operation);
  const responses = Object.entries(operation.responses);
  return (
    <section className={styles.operation} aria-labelledby={anchor}>
      <div className={styles.operationHead}>
        <Heading as="h2" id={anchor}>
          {operation.summary}
        </Heading>
        <div className={styles.operationEndpoint}>
          <p className={styles.operationEndpointLine}>
            <span className={styles.operationMethod}>{operation.method.toUpperCase()}</span> <code>{operation.path}</code>
          </p>
          <TryIt operation={operation} />
        </div>
      </div>

      <div className={styles.operationText}>
        <p>
          <Text>{operation.description}</Text>
        </p>

        <Heading as="h3" id={`${anchor}-parameters`}>
          Parameters
        </Heading>
        <Parameters parameters={operation.parameters} />

        <Heading as="h3" id={`${anchor}-responses`}>
          Responses
        </Heading>
        {responses.map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return (
            <details key={status} className={styles.response} open={status.startsWith('2')}>
              <summary>
                <span className={statusClass(status)}>{status}</span> <Text>{response.description}</Text>
              </summary>
              {schema ? (
                <div className={styles.responseSchema}>
                  <p>
                    Body: <span className={styles.muted}>{typeLabel(schema)}</span>
                  </p>
                  <SchemaView schema={schema} />
                </div>
              ) : null}
            </details>
          );
        })}
      </div>

      <div className={styles.operationExamples}>
        <Heading as="h3" id={`${anchor}-samples`} className={styles.examplesTitle}>
          Request
        </Heading>
        <RequestSamples server={sampleServer} operation={operation} />
        <Heading as="h3" id={`${anchor}-examples`} className={styles.examplesTitle}>
          Response
        </Heading>
        <Tabs idPrefix={`examples-${operation.operationId}`} className={styles.statusTabs}>
          {responses.flatMap(([status, response]) => {
            const example = responseExample(response);
            if (example === undefined) return [];
            return [
              <TabItem key={status} value={status} label={status}>
                <p className={styles.exampleCaption}>
                  <Text>{response.description}</Text>
                </p>
                <Example language="json">{JSON.stringify(example, null, 2)}</Example>
              </TabItem>,
            ];
          })}
        </Tabs>
      </div>
    </section>
  );
}
