import {type FormEvent, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
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

/** The form's fields, labelled in the page's language. */
function formFields(): readonly FieldSpec[] {
  return [
    {
      name: 'name',
      label: translate({id: 'site.starters.submission.nameLabel', message: 'Starter name'}),
      hint: translate({id: 'site.starters.submission.nameHint', message: 'As it should appear in the gallery.'}),
      type: 'text',
    },
    {
      name: 'owner',
      label: translate({id: 'site.starters.submission.ownerLabel', message: 'Owner'}),
      hint: translate({id: 'site.starters.submission.ownerHint', message: 'The person or company that maintains the starter.'}),
      type: 'text',
      autoComplete: 'organization',
    },
    {
      name: 'ownerWebsite',
      label: translate({id: 'site.starters.submission.ownerWebsiteLabel', message: "Owner's website"}),
      hint: translate({id: 'site.starters.submission.ownerWebsiteHint', message: 'An https:// address.'}),
      type: 'url',
      autoComplete: 'url',
    },
    {
      name: 'repositoryUrl',
      label: translate({id: 'site.starters.submission.repositoryUrlLabel', message: 'Repository URL'}),
      hint: translate({id: 'site.starters.submission.repositoryUrlHint', message: 'The public repository, such as https://github.com/owner/repository.'}),
      type: 'url',
    },
    {
      name: 'demoUrl',
      label: translate({id: 'site.starters.submission.demoUrlLabel', message: 'Demo URL'}),
      hint: translate({id: 'site.starters.submission.demoUrlHint', message: 'A live store built from the starter, over https.'}),
      type: 'url',
    },
    {
      name: 'description',
      label: translate({id: 'site.starters.submission.descriptionLabel', message: 'Description'}),
      hint: translate({id: 'site.starters.submission.descriptionHint', message: 'At least 40 characters: who the starter is for and what makes it different.'}),
      type: 'textarea',
    },
    {
      name: 'features',
      label: translate({id: 'site.starters.submission.featuresLabel', message: 'Features'}),
      hint: translate({id: 'site.starters.submission.featuresHint', message: 'One feature per line.'}),
      type: 'textarea',
    },
  ];
}

export default function SubmissionForm() {
  const [values, setValues] = useState<StarterSubmissionInput>(emptyStarterSubmission);
  const [errors, setErrors] = useState<StarterSubmissionErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{kind: 'error' | 'success'; text: string; url?: string} | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {selectMessage} = usePluralForm();
  const fields = formFields();

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
      const text = selectMessage(
        count,
        translate(
          {
            id: 'site.starters.submission.fieldsNeedAttention',
            message: '1 field needs attention before you can submit.|{count} fields need attention before you can submit.',
            description: 'After a submission with invalid fields; the plural forms are split by |',
          },
          {count: String(count)},
        ),
      );
      setStatus({kind: 'error', text});
      const first = fields.find((field) => result.errors[field.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    const url = submissionIssueUrl(result.value);
    window.open(url, '_blank', 'noopener,noreferrer');
    setStatus({
      kind: 'success',
      text: translate({
        id: 'site.starters.submission.opened',
        message: 'A prefilled issue opened in a new tab. Review it and select "Submit new issue" on GitHub.',
        description: 'Submit new issue is the label of the button on GitHub, which stays in English',
      }),
      url,
    });
  }

  return (
    <form ref={formRef} className={styles.submissionForm} onSubmit={onSubmit} noValidate aria-labelledby="submission-form-title">
      <h2 id="submission-form-title">
        <Translate id="site.starters.submission.title">Submission form</Translate>
      </h2>
      <p>
        <Translate id="site.starters.submission.intro">
          Fill in the form and we open a prefilled issue in the FastStore repository for you to review and submit. Nothing is sent until you submit
          the issue on GitHub.
        </Translate>
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
        <Translate id="site.starters.submission.submit">Open a prefilled issue</Translate>
      </button>
      <div aria-live="polite" role="status" className={styles.submissionFormStatus} data-kind={status?.kind}>
        {status ? (
          <p>
            {status.text}
            {status.url ? (
              <>
                {' '}
                <Translate
                  id="site.starters.submission.noTab"
                  description="After the message that the issue opened; openIt is a link to the issue"
                  values={{
                    openIt: (
                      <a href={status.url} target="_blank" rel="noopener noreferrer">
                        <Translate id="site.starters.submission.noTab.openIt">open the issue yourself</Translate>
                      </a>
                    ),
                  }}>
                  {'If no tab opened, {openIt}.'}
                </Translate>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
