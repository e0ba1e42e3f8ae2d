// All of Mantine's component styles (in its cascade layer). Lazy pages and popups load this with
// themselves; the first screen needs only styles/mantine-shell.css.
import '@mantine/core/styles.layer.css';
