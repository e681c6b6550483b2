import { InstructionsArticle } from './InstructionsArticle';

export default function StudentInstructionsPage() {
  return <InstructionsArticle contentKey="instructions.student" />;
}
