import { Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIALOG_PARAM } from '../../app/navigation/dialogParam.js';

/** A paragraph, a bulleted list, numbered steps, a link that opens the settings dialog, or an outside link. */
type Block =
  | string
  | { list: string[] }
  | { steps: string[] }
  | { settingsLink: string }
  | { link: string; href: string };

interface Subsection {
  heading: string;
  blocks: Block[];
}

interface Section {
  heading: string;
  blocks?: Block[];
  subsections?: Subsection[];
}

/** The text of one static page; the content files hold one per page and language. */
export interface StaticPageContent {
  title: string;
  /** "Last updated" line: the label, the date as displayed and as YYYY-MM-DD. */
  updated?: { label: string; date: string; dateTime: string };
  intro?: Block[];
  sections: Section[];
}

interface StaticPageProps {
  en: StaticPageContent;
  ru: StaticPageContent;
}

function Blocks({ blocks }: { blocks: Block[] }) {
  const { t } = useTranslation();
  return blocks.map((block, index) => {
    if (typeof block === 'string') return <p key={index}>{block}</p>;
    if ('settingsLink' in block) {
      // Settings is a dialog over the current page (the layout opens it from the address), not a route.
      return (
        <p key={index}>
          <Link to={{ search: `?${DIALOG_PARAM}=settings` }}>{block.settingsLink}</Link>
        </p>
      );
    }
    if ('link' in block) {
      return (
        <p key={index}>
          <a href={block.href} target="_blank" rel="noopener noreferrer">
            {block.link}
            <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
          </a>
        </p>
      );
    }
    if ('steps' in block) {
      return (
        <ol key={index}>
          {block.steps.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
    }
    return (
      <ul key={index}>
        {block.list.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  });
}

/** Renders a static page in the interface language: Russian for `ru*`, English otherwise. */
export default function StaticPage({ en, ru }: StaticPageProps) {
  const { i18n } = useTranslation();
  const lang = (i18n.language ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en';
  const content = lang === 'ru' ? ru : en;

  return (
    <Container as="article" lang={lang} className="py-4">
      <header className="mb-4">
        <h1>{content.title}</h1>
        {content.updated && (
          <p className="text-body-secondary">
            {content.updated.label}: <time dateTime={content.updated.dateTime}>{content.updated.date}</time>
          </p>
        )}
      </header>
      {content.intro && <Blocks blocks={content.intro} />}
      {content.sections.map((section, index) => (
        <section key={index} className="mt-4">
          <h2>{section.heading}</h2>
          {section.blocks && <Blocks blocks={section.blocks} />}
          {section.subsections?.map((subsection, i) => (
            <section key={i} className="mt-3">
              <h3>{subsection.heading}</h3>
              <Blocks blocks={subsection.blocks} />
            </section>
          ))}
        </section>
      ))}
    </Container>
  );
}
