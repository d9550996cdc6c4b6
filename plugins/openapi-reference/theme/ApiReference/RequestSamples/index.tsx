import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {ReactNode} from 'react';
import type {Operation} from '@site/common/openapi.ts';
import {requestSamples, type ServerTemplate} from '../../../client/apiRequest.ts';
import Example from '../Example/index.tsx';

interface Props {
  server: ServerTemplate;
  operation: Operation;
}

/** curl, fetch and Node samples in tabs; each code block has Docusaurus's copy button. */
export default function RequestSamples({server, operation}: Props): ReactNode {
  const samples = requestSamples(server, operation);
  return (
    <Tabs groupId="api-sample-language" idPrefix={`samples-${operation.operationId}`}>
      <TabItem value="curl" label="curl">
        <Example language="bash">{samples.curl}</Example>
      </TabItem>
      <TabItem value="fetch" label="fetch">
        <Example language="js">{samples.fetch}</Example>
      </TabItem>
      <TabItem value="node" label="FastStore / Node">
        <Example language="js">{samples.node}</Example>
      </TabItem>
    </Tabs>
  );
}
