/** The user guide (/instruction), English. */
import type { StaticPageContent } from '../StaticPage.js';

const content: StaticPageContent = {
  title: 'How to use Raid Planner',
  intro: [
    'This guide walks you through Raid Planner: first as a player, then as a raid leader. Anyone can browse raids and these pages without logging in; to add a character, sign up or create a raid you need to log in with Discord.',
  ],
  sections: [
    {
      heading: 'For players',
      subsections: [
        {
          heading: 'Logging in with Discord',
          blocks: [
            {
              steps: [
                'Open the avatar menu in the top right corner and choose “Log in with Discord”.',
                'Discord asks you to allow Raid Planner to see your account (name and avatar) and the list of Discord servers you are on. Confirm.',
                'You return to the raid list, logged in. “Logout” is in the same menu.',
              ],
            },
            'The language switcher (English or Russian) and the expansion switcher are in the header too; each expansion has its own raids and characters.',
          ],
        },
        {
          heading: 'Adding characters',
          blocks: [
            {
              steps: [
                'In the My chars card press “Add char”.',
                'Enter the character’s name and choose the server, faction, class and main spec. A second spec is optional.',
                'Press “Add”. The button stays disabled, with the hint “Fill in all fields!”, until every required field is filled in.',
              ],
            },
            'Rules for characters:',
            {
              list: [
                'The name is 2 to 12 letters long. On the Russian realm that uses Cyrillic names, write it in Cyrillic; on every other realm Cyrillic letters are not allowed. Otherwise you will see “Enter the correct character name.”',
                'The character must exist on Warcraft Logs: the service looks it up there and shows what it found. A character Warcraft Logs does not know cannot be added, so check the name and the server.',
                'A character can belong to one account only. If someone has already added it, you will see that the character is busy, with a link to the owner’s Discord profile: contact them or your community.',
                'Add only your own, real characters.',
              ],
            },
            'Click a character in the card to edit it: faction, main spec and second spec are saved as soon as you change them. The server cannot be changed; delete the character and add it again instead. The card also shows its item level (gear score, GS, on Wrath of the Lich King). “Del char” deletes the character after a confirmation; this also cancels its sign-ups and the raids it leads.',
            'Under each character the card shows “No raids”, its next raid (green with a check mark when the character has a place in the roster, yellow otherwise), or the number of its raids with a list in the tooltip.',
          ],
        },
        {
          heading: 'Finding a raid',
          blocks: [
            'The home page lists raids. Switch between Active and Archived, and press “Filter” to choose a server, faction, zone, size, difficulty or loot system; a red dot on the button means a filter is set, and “Reset filter” clears it. Your filters are remembered for each expansion.',
            'Each raid card shows the server and faction, filled places out of the raid size, the number of sign-ups, zones, size, difficulty and loot system, date, organiser, community, requirements and the number of tanks, healers and damage dealers. While the raid is open, the Discord and Channel links lead to its server and post. The Communities and Raid leaders pages list who organises raids.',
          ],
        },
        {
          heading: 'Signing up',
          blocks: [
            {
              steps: [
                'Open the raid and press “Sign up”. The button is there while the raid is in the future and not cancelled.',
                'Choose one or more of your characters. Only characters on the raid’s server and faction can be chosen; if you have none, you will be offered to add one.',
                'Choose the spec you will play. Your logs are checked for that spec.',
                'Answer the raid leader’s questions, if there are any (up to 100 characters each).',
                'Press “Sign up” and wait for the result of each character.',
              ],
            },
            'Possible results:',
            {
              list: [
                'Success: the character is in the sign-up list or, if the raid takes sign-ups directly into the roster, in the roster.',
                'Logs are below, or item level is lower: the character does not meet the requirements. In raids that allow buyers, such a character is signed up as a buyer instead.',
                'The character was not found on Warcraft Logs.',
                'The character has already been accepted into a similar raid (with a link to it).',
                'The raid is private: it does not accept your sign-up.',
                'Logs not received: Warcraft Logs did not answer. Sign up again later.',
              ],
            },
          ],
        },
        {
          heading: 'Editing or cancelling a sign-up',
          blocks: [
            'Press “Edit sign-up” in the raid to change characters, specs or answers; the requirements are checked again. You can cancel your sign-up there too. If a character already holds a place in the roster, you have to give a reason (up to 300 characters) and press “Send”: the raid leader will see it.',
            'Sign-ups cannot be made or cancelled once the raid is completed (one hour after its start) or cancelled. A raid leader cannot cancel a sign-up in their own raid.',
          ],
        },
        {
          heading: 'Statuses: Tentative, Late, Absence',
          blocks: [
            'If the raid’s Discord server has turned them on, the raid offers status buttons: Tentative, Late and Absence. Press a button to set your status and press it again to remove it. Late can only be set when your character has a place in the roster. A raid leader cannot set a status in their own raid.',
          ],
        },
        {
          heading: 'Roster and approval',
          blocks: [
            'The raid leader places players in the roster, in groups of five; everyone sees the changes live, and the bot notifies you. Until the leader approves it, the roster may be shown as “Preliminary raid roster”; once approved it reads “Approved raid roster” and is locked.',
            {
              list: [
                'Only one of your characters can hold a place in a raid’s roster. If the leader places another of your characters, the first goes back to the sign-up list.',
                'When a character is accepted into a raid’s roster, its sign-ups for similar raids (same server, zone, size and difficulty in the same raid week) are withdrawn. If it is removed from the roster, they come back.',
              ],
            },
          ],
        },
        {
          heading: 'Change requests',
          blocks: [
            'A raid leader may ask you to add one of your characters to a raid or to swap your signed-up character for another one. You accept or decline the request; when declining you can give a reason. A character can have only one active request at a time.',
          ],
        },
      ],
    },
    {
      heading: 'For raid leaders',
      subsections: [
        {
          heading: 'Before the first raid',
          blocks: [
            {
              steps: [
                'Add the bot to your Discord server with the “Add bot” link in the menu.',
                'Give it the permissions it asks for: view channels, send messages, embed links, create invites and, for Discord events, manage events. Without the permission to create invites the server owner is notified, and the invite links to your server will not work.',
                'Log in with Discord and add the character that will lead your raids.',
                'Open Settings in the menu to choose leader roles and schedule channels (see Settings below).',
              ],
            },
            { settingsLink: 'Open the settings' },
            'By default only administrators of the Discord server can create raids. To let other members lead raids, add their roles as leader roles in Settings.',
          ],
        },
        {
          heading: 'Creating a raid',
          blocks: [
            'Press “Create” above the raid list and fill in the form:',
            {
              list: [
                'Server and faction of the raid.',
                'Zones: up to three. A zone marked “without logs” does not ask for logs.',
                'Size, when the first zone has more than one, and difficulty, when the first zone has a hard mode.',
                'Loot system. Buyers can be allowed only with GDKP.',
                'Start: date and time, at least 30 minutes from now.',
                'Requirements: minimum logs (a parse average from 0 to 95) and/or minimum item level (gear score on Wrath of the Lich King). At least one of them is needed unless buyers are allowed.',
                'Your character: the one of your characters that leads the raid.',
                'Sign-up mode: “To the sign-up list”, where you pick players, or “Directly to the roster”, where sign-ups take the free places.',
                'Discord server and the channel where the bot posts the raid; a voice channel as well if you create Discord events.',
                'Private raid: only members of your Discord server can sign up; others see “The raid is private.”',
                'A comment, up to 300 characters.',
              ],
            },
            '“Create” stays disabled, with the hint “Fill in all fields!”, until everything required is set. You cannot lead two raids starting at the same time: the form then shows a link to the existing raid. Your choices are remembered for your next raid.',
            'The bot posts the raid to the chosen channel. If you use Discord events (Premium), it also creates a Discord event for the raid.',
          ],
        },
        {
          heading: 'Editing, rescheduling and cancelling',
          blocks: [
            'In the raid, “Raid parameters” opens the same form; it is available until one hour after the start, unless the raid is cancelled. “History” lists everything that happened to the raid.',
            {
              list: [
                'Rescheduling: set a new date. You are asked to confirm it and to give a reason; all participants are notified.',
                'Cancelling: confirm, give a reason and press “Send”. A cancelled raid takes no more sign-ups.',
              ],
            },
          ],
        },
        {
          heading: 'Building the roster',
          blocks: [
            'Only you see the sign-up list of your raid, with each character’s logs, item level and answers. The role and class tabs filter it.',
            {
              list: [
                'Drag a character from the sign-up list into a roster place. Dropping it on an occupied place swaps the two.',
                'Drag a character back to the list to free its place. Your own leader character cannot be moved to the list.',
                'On a phone, dragging is locked by default; unlock editing with the lock button first.',
                'Click a character to see its details, its logs per boss and its answers, and to change the spec it is signed up with (while the raid is neither archived nor cancelled).',
                'Ask a player to add a character or to switch to another one with a change request.',
              ],
            },
            'With preliminary rosters turned on in your Settings, players see the roster as preliminary until you press the button to approve it. You can approve it until the raid is over; an approved roster is locked.',
          ],
        },
        {
          heading: 'Settings',
          blocks: [
            'Settings opens from the menu when you are logged in. For each of your Discord servers you can set:',
            {
              list: [
                'Leader roles: Discord roles whose members can create raids, in addition to administrators.',
                'Schedule channels: channels that hold raid schedules, for example one per static group.',
                'Sign-up questions: up to 5 questions of up to 45 characters each that players answer when signing up. The Save button appears after a change.',
                'Status buttons: Tentative, Late and Absence.',
                'What the raid post hides: average raid logs, raid experience, character logs, characters in the sign-up list.',
                'Premium features: Discord events, reminders and automatic raids.',
              ],
            },
            'Your personal options are there too, for example preliminary rosters and whether the sign-up list shows all of a player’s characters or one per player.',
            { settingsLink: 'Open the settings' },
          ],
        },
        {
          heading: 'Premium features',
          blocks: [
            {
              list: [
                'Discord events: the bot creates a Discord event for each raid in the chosen voice channel.',
                'Reminders: the bot reminds participants shortly before the raid starts.',
                'Automatic raids: weekly templates with a day of the week and a time. Raid Planner creates the raids from them automatically on the day and hour chosen in Settings. A template can be switched on and off; its server, faction, zone, size and difficulty cannot be changed after creation. A raid is not created if its start is already in the past or if the leader character is no longer yours.',
              ],
            },
            'Premium is available through the link in the menu.',
          ],
        },
      ],
    },
  ],
};

export default content;
