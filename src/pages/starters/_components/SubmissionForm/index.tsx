import {type FormEvent, useRef, useState} from 'react';
import {
  emptyStarterSubmission,
  type StarterSubmissionErrors,
  type StarterSubmissionField,
  type StarterSubmissionInput,
  submissionIssueUrl,
  validateStarterSubmission,
} from '@site/src/lib/starterSubmission.ts';
import styles from './styles.module.css';

type FieldSpec = {
  name: StarterSubmissionField;
  label: string;
  hint: string;
  type: 'text' | 'url' | 'textarea';
  autoComplete?: string;
};

const fields: readonly FieldSpec[] = [
  {name: 'name', label: 'Starter name', hint: 'As it should appear in the gallery.', type: 'text'},
  {name: 'owner', label: 'Owner', hint: 'The person or company that maintains the starter.', type: 'text', autoComplete: 'organization'},
  {name: 'ownerWebsite', label: "Owner's website", hint: 'An https:// address.', type: 'url', autoComplete: 'url'},
  {name: 'repositoryUrl', label: 'Repository URL', hint: 'The public repository, such as https://github.com/owner/repository.', type: 'url'},
  {name: 'demoUrl', label: 'Demo URL', hint: 'A live store built from the starter, over https.', type: 'url'},
  {name: 'description', label: 'Description', hint: 'At least 40 characters: who the starter is for and what makes it different.', type: 'textarea'},
  {name: 'features', label: 'Features', hint: 'One feature per line.', type: 'textarea'},
];

export default function SubmissionForm() {
  const [values, setValues] = useState<StarterSubmissionInput>(emptyStarterSubmission);
  const [errors, setErrors] = useState<StarterSubmissionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{kind: 'error' | 'success'; text: string; url?: string} | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function update(name: StarterSubmissionField, value: string) {
    const next = {...values, [name]: value};
    setValues(next);
    // After a first attempt, messages follow the reader's corrections as they type.
    if (submitted) {
      const result = validateStarterSubmission(next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateStarterSubmission(values);
    if (!result.ok) {
      setErrors(result.errors);
      const count = Object.keys(result.errors).length;
      setStatus({kind: 'error', text: `${count} ${count === 1 ? 'field needs' : 'fields need'} attention before you can submit.`});
      const first = fields.find((field) => result.errors[field.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    const url = submissionIssueUrl(result.value);
    window.open(url, '_blank', 'noopener,noreferrer');
    setStatus({
      kind: 'success',
      text: 'A prefilled issue opened in a new tab. Review it and select "Submit new issue" on GitHub.',
      url,
    });
  }

  return (
    <form ref={formRef} className={styles.submissionForm} onSubmit={onSubmit} noValidate aria-labelledby="submission-form-title">
      <h2 id="submission-form-title">Submission form</h2>
      <p>
        Fill in the form and we open a prefilled issue in the FastStore repository for you to review and submit. Nothing is
        sent until you submit the issue on GitHub.
      </p>
      {fields.map((field) => {
        const id = `submission-${field.name}`;
        const error = errors[field.name];
        const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          className: styles.submissionFormControl,
        };
        return (
          <div key={field.name} className={styles.submissionFormField}>
            <label htmlFor={id} className={styles.submissionFormLabel}>
              {field.label}
            </label>
            <p id={`${id}-hint`} className={styles.submissionFormHint}>
              {field.hint}
            </p>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={field.name === 'features' ? 5 : 4} onChange={(e) => update(field.name, e.target.value)} />
            ) : (
              <input
                {...common}
                type={field.type}
                autoComplete={field.autoComplete ?? 'off'}
                onChange={(e) => update(field.name, e.target.value)}
              />
            )}
            {error ? (
              <p id={`${id}-error`} className={styles.submissionFormError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button button--primary">
        Open a prefilled issue
      </button>
      <div aria-live="polite" role="status" className={styles.submissionFormStatus} data-kind={status?.kind}>
        {status ? (
          <p>
            {status.text}
            {status.url ? (
              <>
                {' '}
                If no tab opened,{' '}
                <a href={status.url} target="_blank" rel="noopener noreferrer">
                  open the issue yourself
                </a>
                .
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
