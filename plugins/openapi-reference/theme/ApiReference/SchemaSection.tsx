import Heading from '@theme/Heading';
import type {ReactNode} from 'react';
import {schemaAnchor} from '@site/common/apiReference.ts';
import type {SchemaObject} from '@site/common/openapi.ts';
import SchemaView from './SchemaView/index.tsx';
import Text from './Text.tsx';
import styles from './styles.module.css';

interface Props {
  name: string;
  schema: SchemaObject;
}

/** One schema of the description, its fields listed; rendered by the server only (./serverParts.ts). */
export default function SchemaSection({name, schema}: Props): ReactNode {
  return (
    <section className={styles.apiReferenceSchema} aria-labelledby={schemaAnchor(name)}>
      <Heading as="h3" id={schemaAnchor(name)}>
        {name}
      </Heading>
      <p>
        <Text>{schema.description}</Text>
      </p>
      <SchemaView schema={schema} />
    </section>
  );
}
