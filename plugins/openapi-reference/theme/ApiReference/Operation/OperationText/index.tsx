import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import {operationAnchor, parameterExample} from '@site/common/apiReference.ts';
import type {Operation, Parameter} from '@site/common/openapi.ts';
import ParameterName from '../../ParameterName.tsx';
import SchemaView, {typeLabel} from '../../SchemaView/index.tsx';
import Text from '../../Text.tsx';
import styles from './styles.module.css';

interface Props {
  operation: Operation;
}

/** The colour of a status badge; the code itself is the text that says what it is. */
const statusClass = (status: string) => (status.startsWith('2') ? styles.statusSuccess : styles.statusError);

/** The parameter groups, in order, with their titles. */
function locations(): ReadonlyArray<[Parameter['in'], string]> {
  return [
    ['path', translate({id: 'site.apiReference.pathParameters', message: 'Path parameters'})],
    ['query', translate({id: 'site.apiReference.queryParameters', message: 'Query parameters'})],
    ['header', translate({id: 'site.apiReference.headerParameters', message: 'Header parameters'})],
    ['cookie', translate({id: 'site.apiReference.cookieParameters', message: 'Cookie parameters'})],
  ];
}

/** "Example: `value`" after a parameter's description, when there is one to add. */
function ParameterExample({example}: {example: string | undefined}): ReactNode {
  if (example === undefined) return null;
  return (
    <span className={styles.muted}>
      {' '}
      <Translate id="site.apiReference.parameterExample" description="After a parameter's description; {example} is the example value, as code" values={{example: <code>{example}</code>}}>
        {'Example: {example}'}
      </Translate>
    </span>
  );
}

/** The parameters grouped by where they go (path, query…), each with its type, whether it is required and what it does. */
function Parameters({parameters}: {parameters: Parameter[]}): ReactNode {
  const requiredMark = translate({id: 'site.apiReference.required', message: 'required', description: 'Marks a required parameter or field'});
  return locations().map(([location, title]) => {
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
                {parameter.required ? <span className={styles.required}> {requiredMark}</span> : null}
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

/** An operation's prose, parameters and response schemas: the left column at desktop width, rendered by the server only. */
export default function OperationText({operation}: Props): ReactNode {
  const anchor = operationAnchor(operation);
  return (
    <>
      <p>
        <Text>{operation.description}</Text>
      </p>

      <Heading as="h3" id={`${anchor}-parameters`}>
        {translate({id: 'site.apiReference.parameters', message: 'Parameters'})}
      </Heading>
      <Parameters parameters={operation.parameters} />

      <Heading as="h3" id={`${anchor}-responses`}>
        {translate({id: 'site.apiReference.responses', message: 'Responses'})}
      </Heading>
      {Object.entries(operation.responses).map(([status, response]) => {
        const schema = response.content?.['application/json']?.schema;
        return (
          <details key={status} className={styles.response} open={status.startsWith('2')}>
            <summary>
              <span className={statusClass(status)}>{status}</span> <Text>{response.description}</Text>
            </summary>
            {schema ? (
              <div className={styles.responseSchema}>
                <p>
                  <Translate id="site.apiReference.responseBody" description="Before a response body's type" values={{type: <span className={styles.muted}>{typeLabel(schema)}</span>}}>
                    {'Body: {type}'}
                  </Translate>
                </p>
                <SchemaView schema={schema} />
              </div>
            ) : null}
          </details>
        );
      })}
    </>
  );
}
