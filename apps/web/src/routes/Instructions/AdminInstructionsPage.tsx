import { InstructionsArticle } from './InstructionsArticle';

export default function AdminInstructionsPage() {
  return <InstructionsArticle contentKey="instructions.admin" />;
}
