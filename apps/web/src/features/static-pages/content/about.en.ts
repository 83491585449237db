/** The About page (/about), English. */
import type { StaticPageContent } from '../StaticPage.js';

const content: StaticPageContent = {
  title: 'About Raid Planner',
  intro: [
    'Raid Planner is a web service and a Discord bot for organising World of Warcraft Classic raids. It is made for raid leaders, especially leaders of GDKP raids and guilds with several static groups, and for the players who join them.',
    'With Raid Planner, organising a raid is about 70% faster: no more collecting sign-ups in chat, checking every applicant’s logs by hand or copying the roster into Discord.',
  ],
  sections: [
    {
      heading: 'How it works',
      blocks: [
        {
          steps: [
            'A raid leader creates a raid: zones, size, difficulty, loot system, date and requirements.',
            'The bot posts the raid to a channel of your Discord server and keeps participants informed.',
            'Players log in with Discord, add their real characters and sign up with them.',
            'Raid Planner checks the requirements for logs and item level against Warcraft Logs.',
            'The leader arranges the roster in groups of five by drag and drop and approves it.',
          ],
        },
        'Every open page updates live: new raids, sign-ups and roster changes appear without reloading.',
      ],
    },
    {
      heading: 'For raid leaders',
      blocks: [
        {
          list: [
            'Requirements for logs and item level (gear score on Wrath of the Lich King) are checked automatically at sign-up.',
            'The sign-up list shows each character’s logs, item level and answers to your questions.',
            'A roster in groups of five, filled by drag and drop, with a preliminary roster that you approve when it is ready.',
            'Rescheduling or cancelling a raid notifies all participants, and the raid history records every change.',
            'Several schedule channels per Discord server and your own leader roles suit guilds with several static groups.',
          ],
        },
      ],
    },
    {
      heading: 'For players',
      blocks: [
        {
          list: [
            'One Discord login for every community that uses Raid Planner.',
            'The My chars card shows your characters and their upcoming raids.',
            'The public raid list, with filters by server, faction, zone, size, difficulty and loot system, helps you find a raid.',
            'When a character is accepted into one raid’s roster, its sign-ups for similar raids are withdrawn automatically, and restored if it leaves the roster.',
          ],
        },
      ],
    },
    {
      heading: 'Expansions and languages',
      blocks: [
        'Each supported expansion has its own address; switch between them with the expansion switcher in the header. The interface is available in English and Russian.',
      ],
    },
    {
      heading: 'Premium',
      blocks: [
        'Premium features: Discord events for your raids, reminders before the start, and automatic weekly raid creation from recurring templates. All other features are available without Premium.',
      ],
    },
    {
      heading: 'Get in touch',
      blocks: [
        'The menu has links to add the bot to your Discord server, to join our Discord community, where you can ask questions and suggest ideas, and to support the project.',
      ],
    },
    {
      heading: 'Images',
      blocks: [
        'The class, specialisation, role, faction and zone images are icons from game-icons.net by Lorc, Delapouite and the other game-icons.net authors, used under the Creative Commons Attribution 3.0 licence (CC BY 3.0) and coloured for Raid Planner. World of Warcraft and its artwork belong to Blizzard Entertainment; Raid Planner is not affiliated with Blizzard.',
        { link: 'game-icons.net — the icons and their authors', href: 'https://game-icons.net' },
        {
          link: 'Creative Commons Attribution 3.0 (CC BY 3.0)',
          href: 'https://creativecommons.org/licenses/by/3.0/',
        },
      ],
    },
  ],
};

export default content;
