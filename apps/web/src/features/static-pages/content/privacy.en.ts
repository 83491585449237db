/** The privacy policy (/privacy), English. */
import type { StaticPageContent } from '../StaticPage.js';

const content: StaticPageContent = {
  title: 'Privacy Policy',
  updated: { label: 'Last updated', date: 'September 9, 2025', dateTime: '2025-09-09' },
  intro: [
    'This policy explains which personal data Raid Planner (“the service”, “we”) processes when you use this website and our Discord bot, why we do it, how long we keep it and what rights you have under the EU General Data Protection Regulation (GDPR).',
  ],
  sections: [
    {
      heading: 'What data we hold',
      blocks: [
        {
          list: [
            'Your Discord account: account id, username, display name and avatar. We receive them from Discord when you log in.',
            'Your Discord server membership: the list of Discord servers you are on and, on servers where our bot is present, your roles. We receive them from Discord when you log in.',
            'Your characters: name, server, faction, class and specs, as you enter them.',
            'Public data from Warcraft Logs about your characters: logs (parse averages and per-boss results), kills and item level or gear score.',
            'Your activity in raids: sign-ups and their history, roster places, statuses, answers to sign-up questions, comments, reasons you give when cancelling, and change requests.',
            'Your settings, such as preferred server and loot system, notification and publication options and, if you have it, your Premium status.',
            'Command logs: a record of the actions you take in the service and the commands you give to the bot.',
          ],
        },
        'Like any website, our server receives your IP address and browser details with every request. We use them only to deliver the pages and to protect the service against abuse, and they may appear in technical logs.',
        'We do not ask for your email address or your Discord password.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      blocks: [
        'We use only what the service needs to work. There are no advertising or analytics cookies and no tracking.',
        {
          list: [
            'Session cookie (sid): keeps you logged in. It is valid for 30 days and is deleted when you log out.',
            'Login cookie (oauth_state): protects the Discord login against forgery. It lives 10 minutes.',
            'Local storage in your browser: your interface language, your raid list filters and the choices you made in the raid form. These preferences never leave your browser; you can delete them by clearing the site data.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To provide the service you ask for (Art. 6(1)(b) GDPR): logging you in, managing your characters, sign-ups and rosters, showing raids and notifying you through the Discord bot.',
            'Our legitimate interest (Art. 6(1)(f) GDPR) in running a working raid planner: checking raid requirements against public Warcraft Logs data, keeping the history of raids, keeping the service secure and preventing abuse.',
          ],
        },
        'We do not sell your data, show advertising or make automated decisions about you beyond the requirement check that a raid leader sets for their raid.',
      ],
    },
    {
      heading: 'Who can see it',
      blocks: [
        {
          list: [
            'Other users and visitors: raids with their organiser’s Discord name and avatar, the raid-leader and community tables, rosters and the characters in them.',
            'Raid leaders: the sign-up list of their raids, including logs, item level and your answers to their questions.',
            'Discord: we use its login and its bot interface to post raids, send notifications and create events. Discord processes data under its own privacy policy.',
            'Warcraft Logs: we send it the name and server of your characters to fetch their public data.',
            'The hosting provider that runs our servers, on our behalf.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account data and settings: as long as you use the service, or until you ask us to delete them.',
            'Characters: until you delete them. Deleting a character also cancels its sign-ups and the raids it leads.',
            'Sign-ups, comments, answers and raid history: as part of the raid archive, which other participants rely on, until you ask us to delete them.',
            'Answers from Warcraft Logs: cached for at most 30 minutes; the result of a requirement check is kept with your sign-up.',
            'The session cookie: 30 days or until you log out. Local storage: until you clear it.',
          ],
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Under the GDPR you have the right to:',
        {
          list: [
            'access your data and get a copy of it (Art. 15);',
            'have incorrect data corrected (Art. 16);',
            'have your data deleted (Art. 17);',
            'restrict processing (Art. 18);',
            'receive your data in a portable format (Art. 20);',
            'object to processing based on our legitimate interests (Art. 21);',
            'lodge a complaint with a data protection supervisory authority (Art. 77).',
          ],
        },
        'You can correct or delete your characters yourself at any time. For anything else, contact us; we answer within one month. You can also revoke Raid Planner’s access to your Discord account in Discord’s settings under Authorized Apps.',
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'The session cookie cannot be read by scripts and is sent only over encrypted connections on our public site. Access to the data is limited to what is needed to run the service.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'When this policy changes, we update this page and the date at the top. We announce important changes in our Discord community.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        'For questions about your data or to exercise your rights, write to us in our Discord community; the link is in the menu.',
      ],
    },
  ],
};

export default content;
