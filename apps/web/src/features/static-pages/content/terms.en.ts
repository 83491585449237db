/** The terms of service (/terms), English. */
import type { StaticPageContent } from '../StaticPage.js';

const content: StaticPageContent = {
  title: 'Terms of Service',
  updated: { label: 'Last updated', date: 'September 9, 2025', dateTime: '2025-09-09' },
  intro: [
    'These terms govern your use of Raid Planner (“the service”, “we”): this website and our Discord bot. By using the service you accept them. Our Privacy Policy explains how we handle your data.',
  ],
  sections: [
    {
      heading: '1. The service',
      blocks: [
        'Raid Planner helps communities of World of Warcraft Classic organise raids. Raid leaders create raids, which our bot posts to their Discord servers; players register their characters and sign up; the service checks raid requirements against public Warcraft Logs data; leaders form and approve the roster. Visitors can browse raids without an account.',
        'Raid Planner is an independent fan project. It is not affiliated with or endorsed by Blizzard Entertainment, Discord or Warcraft Logs. World of Warcraft and Warcraft are trademarks of Blizzard Entertainment, Inc.',
      ],
    },
    {
      heading: '2. Accounts',
      blocks: [
        {
          list: [
            'You log in with your Discord account; we do not create separate passwords. You must follow Discord’s terms and be old enough to use Discord in your country.',
            'You are responsible for what happens under your account.',
            'Register only your own, real characters. A character can be linked to one account only.',
            'You can stop using the service at any time and ask us to delete your data, as described in the Privacy Policy.',
          ],
        },
      ],
    },
    {
      heading: '3. Acceptable use',
      blocks: [
        'You must not:',
        {
          list: [
            'register characters that are not yours or pretend to be someone else;',
            'post insulting, hateful, unlawful or spam content in comments, answers, reasons or character names;',
            'try to bypass permissions, private raids or requirement checks, or access other users’ data;',
            'overload, scrape or attack the service, or use it through automated means other than our bot;',
            'use the service for anything unlawful.',
          ],
        },
        'Agreements between players, such as loot rules, GDKP bids, buyers and payments in game currency, are made between those players and the raid leader. We are not a party to them. Raid leaders and Discord server administrators are responsible for their raids, rosters, settings and the permissions they grant our bot.',
      ],
    },
    {
      heading: '4. Premium',
      blocks: [
        'Some features are marked Premium: Discord events, reminders and automatic creation of raids from weekly templates. Premium is available through the link in the menu; the conditions shown there apply. All other features can be used without Premium. We may develop and change the set of Premium features; your statutory rights remain unaffected.',
      ],
    },
    {
      heading: '5. Availability',
      blocks: [
        'We do our best to keep the service running, but we cannot guarantee that it is always available or free of errors. It depends on Discord and Warcraft Logs: if they are unavailable, login, notifications or requirement checks may not work. We may change, limit or discontinue features.',
      ],
    },
    {
      heading: '6. Liability',
      blocks: [
        {
          list: [
            'We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under the German Product Liability Act (Produkthaftungsgesetz).',
            'For slight negligence we are liable only for breach of an essential obligation, that is, an obligation whose fulfilment makes the proper use of the service possible in the first place and on which you may regularly rely, and only for the typical, foreseeable damage.',
            'Otherwise our liability is excluded. In particular, we are not liable for the decisions of raid leaders, lost raid places, in-game items or in-game currency.',
          ],
        },
      ],
    },
    {
      heading: '7. Suspension',
      blocks: [
        'We may restrict or suspend accounts that break these terms, taking your legitimate interests into account.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      blocks: [
        'We may change these terms. We publish the new version on this page with a new date and announce important changes in our Discord community. If you keep using the service after a change, the new terms apply.',
      ],
    },
    {
      heading: '9. Governing law',
      blocks: [
        'These terms are governed by German law, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you live.',
        'If any provision of these terms is invalid, the remaining provisions remain in effect.',
      ],
    },
    {
      heading: '10. Contact',
      blocks: ['Questions about these terms: write to us in our Discord community; the link is in the menu.'],
    },
  ],
};

export default content;
