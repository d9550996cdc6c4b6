import {useId} from 'react';
import type {ControlValue, PlaygroundSpec, PlaygroundValues, PropControl} from '../../types';
import styles from './styles.module.css';

export interface PropsPanelProps {
  spec: PlaygroundSpec;
  values: PlaygroundValues;
  onChange: (values: PlaygroundValues) => void;
}

function Control({control, value, set}: {control: PropControl; value: ControlValue; set: (value: ControlValue) => void}) {
  const id = useId();
  const common = {id, name: control.name, 'data-prop': control.name};
  switch (control.type) {
    case 'boolean':
      return (
        <div className={styles.control}>
          <input {...common} type="checkbox" checked={Boolean(value)} onChange={(event) => set(event.currentTarget.checked)} />
          <label htmlFor={id}>{control.name}</label>
        </div>
      );
    case 'enum':
      return (
        <div className={styles.control}>
          <label htmlFor={id}>{control.name}</label>
          <select {...common} value={String(value)} onChange={(event) => set(event.currentTarget.value)}>
            {control.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      );
    case 'number':
      return (
        <div className={styles.control}>
          <label htmlFor={id}>{control.name}</label>
          <input
            {...common}
            type="number"
            value={String(value)}
            min={control.min}
            max={control.max}
            step={control.step}
            onChange={(event) => {
              const next = event.currentTarget.valueAsNumber;
              if (Number.isFinite(next)) set(next);
            }}
          />
        </div>
      );
    case 'string':
      return (
        <div className={styles.control}>
          <label htmlFor={id}>{control.name}</label>
          <input {...common} type="text" value={String(value)} onChange={(event) => set(event.currentTarget.value)} />
        </div>
      );
  }
}

/** The props form, generated from the component's prop spec. Loaded on demand by Playground. */
export default function PropsPanel({spec, values, onChange}: PropsPanelProps) {
  return (
    <fieldset className={styles.fieldset} data-playground-panel="">
      <legend className={styles.legend}>{spec.name} props</legend>
      {spec.controls.map((control) => (
        <Control
          key={control.name}
          control={control}
          value={values[control.name]}
          set={(value) => onChange({...values, [control.name]: value})}
        />
      ))}
    </fieldset>
  );
}
