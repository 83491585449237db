import StaticPage from './StaticPage.js';
import en from './content/instruction.en.js';
import ru from './content/instruction.ru.js';

export default function InstructionPage() {
  return <StaticPage en={en} ru={ru} />;
}
