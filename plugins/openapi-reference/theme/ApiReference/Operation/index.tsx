import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {ReactNode} from 'react';
import {operationAnchor, responseExample} from '@site/common/apiReference.ts';
import type {Operation as OperationData} from '@site/common/openapi.ts';
import type {ServerTemplate} from '../../../client/apiRequest.ts';
import Example from '../Example/index.tsx';
import ParameterName from '../ParameterName.tsx';
import RequestSamples from '../RequestSamples/index.tsx';
import ServerHtml from '../ServerHtml.tsx';
import serverParts from '../serverParts.ts';
import Text from '../Text.tsx';
import TryIt from '../TryIt/index.tsx';
import styles from './styles.module.css';

interface Props {
  operation: OperationData;
  /** The server the code samples call. */
  sampleServer: ServerTemplate;
}

/**
 * One operation, laid out as the best API references do: at desktop width the prose, parameters and response
 * schemas on the left and the request and response examples beside them, sticky; on narrow screens one column.
 * "Try it" sits in the endpoint bar, in the operation's first screen at every width.
 */
export default function Operation({operation, sampleServer}: Props): ReactNode {
  const anchor = operationAnchor(operation);
  return (
    <section className={styles.operation} aria-labelledby={anchor}>
      <div className={styles.operationHead}>
        <Heading as="h2" id={anchor}>
          {operation.summary}
        </Heading>
        <div className={styles.operationEndpoint}>
          <p className={styles.operationEndpointLine}>
            <span className={styles.operationMethod}>{operation.method.toUpperCase()}</span> <ParameterName name={operation.path} breakAfter="/" />
          </p>
          <TryIt operation={operation} />
        </div>
      </div>

      <ServerHtml className={styles.operationText}>{serverParts ? <serverParts.OperationText operation={operation} /> : null}</ServerHtml>

      <div className={styles.operationExamples}>
        <Heading as="h3" id={`${anchor}-samples`} className={styles.examplesTitle}>
          {translate({id: 'site.apiReference.request', message: 'Request', description: 'The heading of an operation\'s request samples'})}
        </Heading>
        <RequestSamples server={sampleServer} operation={operation} />
        <Heading as="h3" id={`${anchor}-examples`} className={styles.examplesTitle}>
          {translate({id: 'site.apiReference.response', message: 'Response', description: 'The heading of an operation\'s response examples'})}
        </Heading>
        <Tabs idPrefix={`examples-${operation.operationId}`} className={styles.statusTabs}>
          {Object.entries(operation.responses).flatMap(([status, response]) => {
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
