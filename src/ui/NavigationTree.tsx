import { useId, useState } from 'react';
import { Link } from 'wouter';
import './navigation-tree.css';

export interface TreeLink {
  /** Unique within the tree. */
  id: string;
  label: string;
  href: string;
  children: TreeLink[];
}

export interface NavigationTreeProps {
  items: TreeLink[];
  /** The link of the page shown (`aria-current`); null when none is. */
  currentId: string | null;
  /** The branches open at first, e.g. the way down to the current link; the visitor opens and closes any other. */
  openIds: ReadonlySet<string>;
  /** The accessible name of the button that opens or closes a branch, given the branch's label. */
  toggleLabel: (label: string) => string;
}

/**
 * Spec 000 §2's navigation tree menu: nested lists of links, each branch with a button that shows
 * or hides what lies under it (the disclosure pattern of site navigation). Links stay links, the
 * nesting is read as lists within lists, Tab and Enter do the rest; plain HTML, so the catalogue's
 * first screen loads no widget library for it (docs/decisions/018-category-tree.md).
 */
export function NavigationTree({ items, currentId, openIds, toggleLabel }: NavigationTreeProps) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  // On another page the tree shows the way to it again; what was opened or closed on the last one is forgotten.
  const [shownFor, setShownFor] = useState(currentId);
  if (shownFor !== currentId) {
    setShownFor(currentId);
    setToggled({});
  }
  const isOpen = (id: string) => toggled[id] ?? openIds.has(id);
  const toggle = (id: string) => setToggled((state) => ({ ...state, [id]: !isOpen(id) }));
  return <Branches items={items} currentId={currentId} isOpen={isOpen} toggle={toggle} toggleLabel={toggleLabel} />;
}

interface BranchesProps extends Pick<NavigationTreeProps, 'items' | 'currentId' | 'toggleLabel'> {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  id?: string;
  hidden?: boolean;
}

function Branches({ items, id, hidden, ...tree }: BranchesProps) {
  return (
    <ul id={id} hidden={hidden} className="nav-tree">
      {items.map((item) => (
        <Branch key={item.id} item={item} {...tree} />
      ))}
    </ul>
  );
}

function Branch({ item, currentId, isOpen, toggle, toggleLabel }: Omit<BranchesProps, 'items' | 'id' | 'hidden'> & { item: TreeLink }) {
  const groupId = useId();
  const open = isOpen(item.id);
  return (
    <li className="nav-tree-item">
      <div className="nav-tree-row">
        <Link href={item.href} aria-current={item.id === currentId ? 'page' : undefined} className="nav-tree-link">
          {item.label}
        </Link>
        {item.children.length > 0 && (
          <button type="button" className="nav-tree-toggle" aria-expanded={open} aria-controls={groupId} aria-label={toggleLabel(item.label)} onClick={() => toggle(item.id)}>
            <span className="nav-tree-chevron" aria-hidden="true" />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <Branches items={item.children} id={groupId} hidden={!open} currentId={currentId} isOpen={isOpen} toggle={toggle} toggleLabel={toggleLabel} />
      )}
    </li>
  );
}
