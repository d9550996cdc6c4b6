import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import {schemaAnchor} from '@site/common/apiReference.ts';
import type {SchemaObject} from '@site/common/openapi.ts';
import Text from '../Text.tsx';
import styles from './styles.module.css';

interface Props {
  schema: SchemaObject;
  /** Nesting depth; nested objects start collapsed below the first level. */
  depth?: number;
}

/** `string`, `array of Section`, `PageStatus (string)`, … */
/** The named schema a property refers to, directly or as the items of an array. */
function refName(schema: SchemaObject): string | undefined {
  return schema['x-ref-name'] ?? (schema.type === 'array' && schema.items ? refName(schema.items) : undefined);
}

export function typeLabel(schema: SchemaObject, linked = true): ReactNode {
  const name = schema['x-ref-name'];
  if (name) return linked ? <Link to={`#${schemaAnchor(name)}`}>{name}</Link> : name;
  if (schema.type === 'array' && schema.items) {
    return (
      <Translate id="site.apiReference.arrayOf" description="A type: an array whose items have the type {type}" values={{type: typeLabel(schema.items, linked)}}>
        {'array of {type}'}
      </Translate>
    );
  }
  return schema.type ?? 'any';
}

function EnumValues({schema}: {schema: SchemaObject}) {
  if (!schema.enum) return null;
  const labels = schema['x-enum-labels'];
  const defaultMark = translate({id: 'site.apiReference.defaultValue', message: '(default)', description: 'After the default one of an enum\'s values'});
  return (
    <ul className={styles.schemaEnum} aria-label={translate({id: 'site.apiReference.allowedValues', message: 'Allowed values', description: 'The accessible name of the list of an enum\'s values'})}>
      {schema.enum.map((value, index) => (
        <li key={String(value)}>
          <code>{value === '' ? '""' : String(value)}</code>
          {labels?.[index] ? <span className={styles.schemaEnumLabel}> {labels[index]}</span> : null}
          {value === schema.default ? <span className={styles.schemaEnumLabel}> {defaultMark}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The object a property holds, if it has fields worth listing (arrays show their items' fields). */
function fieldsOf(schema: SchemaObject): SchemaObject | null {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return target.properties && Object.keys(target.properties).length > 0 ? target : null;
}

/**
 * A schema as a list of fields. Nested objects are <details>, so expand/collapse works
 * without JavaScript and every field is in the served HTML.
 */
export default function SchemaView({schema, depth = 0}: Props): ReactNode {
  const fields = fieldsOf(schema);
  if (!fields) return <EnumValues schema={schema} />;
  const required = new Set(fields.required ?? []);
  const requiredMark = translate({id: 'site.apiReference.required', message: 'required', description: 'Marks a required parameter or field'});
  return (
    <ul className={styles.schemaFields}>
      {Object.entries(fields.properties ?? {}).map(([name, property]) => {
        const nested = fieldsOf(property);
        // A summary must hold no link of its own (it is the toggle): nested fields name their schema in the body.
        const header = (
          <>
            <code className={styles.schemaFieldName}>{name}</code> <span className={styles.schemaType}>{typeLabel(property, !nested)}</span>
            {required.has(name) ? <span className={styles.schemaRequired}> {requiredMark}</span> : null}
          </>
        );
        return (
          <li key={name} className={styles.schemaField}>
            {nested ? (
              <details open={depth === 0 && !property['x-ref-name']}>
                <summary>{header}</summary>
                {refName(property) ? (
                  <p className={styles.schemaDescription}>
                    <Translate id="site.apiReference.schemaOf" description="Names the schema a nested field holds; {type} is the schema's name, a link" values={{type: typeLabel(property)}}>
                      {'Schema: {type}'}
                    </Translate>
                  </p>
                ) : null}
                {property.description ? <p className={styles.schemaDescription}><Text>{property.description}</Text></p> : null}
                <SchemaView schema={property} depth={depth + 1} />
              </details>
            ) : (
              <>
                {header}
                {property.description ? <p className={styles.schemaDescription}><Text>{property.description}</Text></p> : null}
                <EnumValues schema={property} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
