// Mantine's styles for the popups that open by themselves on a page (announcements, notices, the
// gift: features/home/components/content-modals.tsx), beyond what the first screen has
// (styles/mantine-shell.css). The full sheet (styles/mantine-full.ts) is 250 kB: added to the home
// when its announcement opened, the browser matched every element of the page against all of it,
// a long task on a phone (decision 075). Being layered, these never override our own CSS modules,
// and repeating rules the full sheet also has changes nothing when both are there.
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Typography.layer.css';
