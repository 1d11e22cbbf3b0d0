#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  allowedBy,
  bestGlob,
  mcpPart,
  quote,
  realpathDeep,
  require_picomatch,
  strictest
} from "./chunk-4HMI3MRU.js";
import {
  locateAsset
} from "./chunk-ZX75DGH4.js";
import {
  looksLikeSecretName
} from "./chunk-4BVN6HC5.js";
import {
  __toESM
} from "./chunk-HJYZYNET.js";

// src/policy/shell/analyzer.ts
import { readFileSync } from "node:fs";

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire } = await import("module");
    var require = createRequire(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path5) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path5, scriptDirectory);
    }
    return scriptDirectory + path5;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/policy/shell/walk.ts
import path2 from "node:path";

// src/policy/shell/risky-variables.ts
var EXACT = /* @__PURE__ */ new Set([
  "PATH",
  "IFS",
  "ENV",
  "BASH_ENV",
  "CDPATH",
  "PS4",
  "PROMPT_COMMAND",
  "SHELLOPTS",
  "BASHOPTS",
  "GLOBIGNORE",
  "NODE_OPTIONS",
  "NODE_PATH",
  "PAGER",
  "EDITOR",
  "VISUAL",
  "BROWSER",
  "PYTHONPATH",
  "PYTHONSTARTUP",
  "PYTHONHOME",
  "PERL5OPT",
  "PERL5LIB",
  "PERLLIB",
  "RUBYOPT",
  "RUBYLIB",
  "JAVA_TOOL_OPTIONS",
  "HOME",
  // Options and programs that modelled programs read from the environment.
  "TAR_OPTIONS",
  "UNZIP",
  "UNZIPOPT",
  "ZIPOPT",
  "RIPGREP_CONFIG_PATH",
  "LESS",
  "LESSOPEN",
  "LESSCLOSE",
  "MORE",
  "POSIXLY_CORRECT",
  "TMPDIR",
  "SHELL"
]);
var PREFIXES = ["LD_", "DYLD_", "GIT_", "NPM_CONFIG_", "BASH_FUNC_"];
var SUFFIXES = ["_EXTERNAL_DIFF", "PAGER", "_EDITOR"];
function isRiskyVariable(name2) {
  const upper = name2.toUpperCase();
  return EXACT.has(upper) || PREFIXES.some((p) => upper.startsWith(p)) || SUFFIXES.some((s) => upper.endsWith(s));
}

// src/policy/shell/builtins.ts
var REFUSED = {
  coproc: "coproc runs its command in the background with pipes, and its compound forms are misread by the parser; run the command directly",
  alias: "alias makes a name run something else; call the program by its name",
  unalias: "unalias changes what names run; call the program by its name",
  trap: "trap runs a command string later, out of the analyzer\u2019s sight; run the command directly",
  source: "source runs a file\u2019s commands in this shell, out of the analyzer\u2019s sight; run the commands themselves",
  ".": ". (source) runs a file\u2019s commands in this shell, out of the analyzer\u2019s sight; run the commands themselves",
  enable: "enable loads or disables builtins, changing what names run; call the program by its name",
  hash: "hash -p makes a name run another program; call the program by its path",
  shopt: "shopt changes how bash expands words (expand_aliases, extglob...); leave the shell options alone",
  let: "let evaluates arithmetic, and arithmetic over names can run commands; use number literals in $((...))",
  mapfile: "mapfile -C runs a callback and assigns array elements; read the file with cat",
  readarray: "readarray -C runs a callback and assigns array elements; read the file with cat",
  fc: "fc re-runs commands from the history; write the command out",
  history: "history re-runs or edits earlier commands; write the command out",
  bind: "bind -x binds keys to commands; not needed in a script",
  complete: "complete -C registers commands to run; not needed in a script",
  compgen: "compgen -C and -W run and expand strings at run time; not needed in a script",
  compopt: "compopt changes completion; not needed in a script",
  caller: "caller only makes sense in functions, which are refused"
};
var SET_LETTERS = /* @__PURE__ */ new Set(["e", "u", "x", "v", "f", "o", "n", "C", "E", "P"]);
var SET_NAMES = /* @__PURE__ */ new Set(["errexit", "nounset", "xtrace", "verbose", "pipefail", "noglob", "noclobber"]);
function builtinProblem(argv, dynamic) {
  const name2 = argv[0] ?? "";
  const refused = Object.hasOwn(REFUSED, name2) ? REFUSED[name2] : void 0;
  if (refused) return `the builtin ${name2}: ${refused}`;
  if (name2 === "set") return setProblem(argv, dynamic);
  const names = assignedNames(argv);
  for (const at of names) {
    const word = argv[at] ?? "";
    if (dynamic[at] || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(word))
      return `${name2} assigning to ${word}, a name the analyzer cannot check (subscripts are evaluated as arithmetic, which can run commands); use a plain variable name`;
    if (isRiskyVariable(word)) return `an assignment to ${word}, which can change what a command runs`;
  }
  return void 0;
}
function assignedNames(argv) {
  const name2 = argv[0] ?? "";
  const after = (option) => argv.flatMap((w, i2) => i2 > 0 && w === option && i2 + 1 < argv.length ? [i2 + 1] : []);
  switch (name2) {
    case "read":
      return readNames(argv);
    case "printf":
      return after("-v");
    case "wait":
      return after("-p");
    case "test":
    case "[":
      return [...after("-v"), ...after("-R")];
    case "getopts":
      return argv.length > 2 ? [2] : [];
    default:
      return [];
  }
}
var READ_VALUED = /* @__PURE__ */ new Set(["-d", "-i", "-n", "-N", "-p", "-t", "-u"]);
function readNames(argv) {
  const names = [];
  for (let i2 = 1; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (word === "-a" && i2 + 1 < argv.length) names.push(++i2);
    else if (READ_VALUED.has(word)) i2++;
    else if (!/^-[a-zA-Z]/.test(word)) names.push(i2);
  }
  return names;
}
function setProblem(argv, dynamic) {
  for (let i2 = 1; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (dynamic[i2]) return `set with a word only known at run time (${word})`;
    if (word === "--" || word === "-") return void 0;
    if (!/^[-+]/.test(word)) return void 0;
    const letters = [...word.slice(1)];
    const unknown = letters.find((c) => !SET_LETTERS.has(c));
    if (unknown)
      return `set -${unknown}: the analyzer does not know what this shell option changes (set -k, for one, turns later NAME=value arguments into environment variables); use set -e, -u, -x or -o pipefail`;
    if (letters.includes("o")) {
      const option = argv[++i2];
      if (option !== void 0 && !SET_NAMES.has(option))
        return `set -o ${option}: the analyzer does not know what this shell option changes; use set -o errexit, nounset, xtrace or pipefail`;
    }
  }
  return void 0;
}

// src/policy/shell/constructs.ts
var LITERAL_ARITHMETIC = /^[\s\d+\-*/%()<>=!&|^~]*$/;
function arithmeticProblem(node) {
  const body2 = node.text.replace(/^\$?\(\(/, "").replace(/\)\)$/, "");
  if (LITERAL_ARITHMETIC.test(body2)) return void 0;
  return `arithmetic over names or expansions (${snippet(node.text)}): bash evaluates the values of names in it as further arithmetic, which can run commands; use number literals, or compare with test/[ ]`;
}
function subscriptProblem(node, reading) {
  const index = node.namedChildren.filter((c) => c !== null).slice(1);
  const text = index.map((c) => c.text).join("");
  if (/^\d+$/.test(text) || reading && (text === "@" || text === "*")) return void 0;
  return `an array subscript (${snippet(node.text)}): bash evaluates it as arithmetic, which can run commands; use a number literal as the index`;
}
var EXPANSION_OPERATORS = /* @__PURE__ */ new Set([
  ":-",
  "-",
  ":+",
  "+",
  ":?",
  "?",
  "#",
  "##",
  "%",
  "%%",
  "/",
  "//",
  "/#",
  "/%",
  ",",
  ",,",
  "^",
  "^^",
  ":"
]);
var PLAIN_OPERANDS = /* @__PURE__ */ new Set(["word", "number", "regex"]);
function expansionProblem(node) {
  const refuse = (what, instead) => `${what} (${snippet(node.text)}): the analyzer cannot follow what it expands to; ${instead}`;
  let seenName = false;
  for (const child of node.children) {
    if (!child || child.type === "${" || child.type === "}") continue;
    if (!seenName) {
      if (child.type === "#") continue;
      if (child.type === "!") return refuse("an indirect expansion", "name the variable directly");
      if (child.type === "subscript") {
        const problem = subscriptProblem(child, true);
        if (problem) return problem;
      } else if (child.type !== "variable_name" && child.type !== "special_variable_name") {
        return refuse(`a ${child.type.replace(/_/g, " ")} in a parameter expansion`, "write ${NAME}");
      }
      seenName = true;
      continue;
    }
    if (!child.isNamed) {
      if (child.type === "@")
        return refuse("a transforming expansion", "use the variable without @ operators");
      if (child.type === "=" || child.type === ":=")
        return refuse("an assigning expansion", "assign with NAME=value first");
      if (!EXPANSION_OPERATORS.has(child.type))
        return refuse(`the expansion operator ${child.type}`, "use ${NAME} or ${NAME:-text}");
      continue;
    }
    if (!plainOperand(child))
      return refuse("an expansion, substitution or quote nested in ${...}", "use plain text as the operand");
  }
  return seenName ? void 0 : refuse("an empty parameter expansion", "write ${NAME}");
}
function plainOperand(node) {
  if (node.type === "concatenation") return node.namedChildren.every((c) => c !== null && plainOperand(c));
  return PLAIN_OPERANDS.has(node.type) && !/[$`'"\\]/.test(node.text);
}
var TEST_OPERATORS = new Set(
  [
    "-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -nt -ot -ef",
    "-z -n = == != < > =~ -o"
  ].flatMap((s) => s.split(" "))
);
var INTEGER_OPERATORS = /* @__PURE__ */ new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);
function testOperatorProblem(operator, doubleBracket) {
  const op = operator.text;
  if (TEST_OPERATORS.has(op)) return void 0;
  if (INTEGER_OPERATORS.has(op) && !doubleBracket) return void 0;
  if (INTEGER_OPERATORS.has(op))
    return `the operator ${op} in [[ ]]: bash evaluates its operands as arithmetic, which can run commands; use [ A ${op} B ] instead`;
  return `the test operator ${op}: the analyzer does not know what it evaluates; test files and strings with -f, -d, -z, -n, = or !=`;
}
function backtickProblem(node) {
  if (!node.text.startsWith("`") || !node.text.includes("\\")) return void 0;
  return `a backslash inside backticks (${snippet(node.text)}): bash re-parses it, so nested substitutions hide there; use $(...) instead`;
}
function continuationProblem(root, source) {
  if (source.includes("\r"))
    return "a carriage return: bash reads it as part of a word, not as a line end; use plain newlines";
  for (let i2 = source.indexOf("\\\n"); i2 >= 0; i2 = source.indexOf("\\\n", i2 + 2)) {
    if (precedingBackslashes(source, i2) % 2 === 1) continue;
    const inside = root.descendantForIndex(i2);
    if (inside?.type === "raw_string" || inside?.type === "comment") continue;
    if (inside?.type === "ansi_c_string")
      return `a line continuation inside $'...' (${snippet(inside.text)}): write the string on one line`;
    const before = source[i2 - 1] ?? " ";
    const after = source[i2 + 2] ?? " ";
    if (/\S/.test(before) && /\S/.test(after))
      return `a line continuation inside a word (${snippet(source.slice(Math.max(0, i2 - 20), i2 + 22))}): bash joins the lines into one word; put a blank before the backslash or write it on one line`;
  }
  return void 0;
}
function precedingBackslashes(source, at) {
  let n = 0;
  while (at - n - 1 >= 0 && source[at - n - 1] === "\\") n++;
  return n;
}
var snippet = (text) => (text.length > 60 ? `${text.slice(0, 57)}...` : text).replace(/\n/g, "\\n");

// src/policy/shell/guards.ts
var NPM = {
  options: {
    "--prefix": "cd",
    "-C": "cd",
    "--dir": "cd",
    "--cwd": "cd",
    "--workspace": "cd",
    "-w": "cd",
    "--userconfig": "read",
    "--globalconfig": "read",
    "--cache": "write",
    "--node-options": "run",
    "--script-shell": "run",
    "--shell": "run",
    "--editor": "run",
    "--browser": "run",
    "--git": "run",
    "--onload-script": "run",
    "--init-module": "run",
    "--call": "run",
    "-c": "run",
    "--package": "run",
    "-p": "run"
  },
  abbreviates: true,
  until: "dashdash"
};
var GUARDS = {
  npm: NPM,
  npx: { ...NPM, until: "operand" },
  pnpm: NPM,
  yarn: NPM,
  node: {
    options: {
      "-r": "run",
      "--require": "run",
      "--import": "run",
      "--loader": "run",
      "--experimental-loader": "run",
      "--env-file": "read",
      "--env-file-if-exists": "read",
      "--test-reporter-destination": "write",
      "--redirect-warnings": "write",
      "--cpu-prof-dir": "write",
      "--heap-prof-dir": "write",
      "--diagnostic-dir": "write",
      "--report-directory": "write",
      "--inspect": "run",
      "--inspect-brk": "run"
    },
    until: "operand"
  },
  make: {
    options: {
      "-C": "cd",
      "--directory": "cd",
      "-f": "read",
      "--file": "read",
      "--makefile": "read",
      "-I": "read",
      "--include-dir": "read",
      "--eval": "run",
      "-E": "run"
    },
    abbreviates: true,
    variables: /^(SHELL|MAKESHELL|\.SHELLFLAGS|MAKEFLAGS|MFLAGS|MAKEFILES|GNUMAKEFLAGS)[+:?]?=/
  },
  go: {
    options: {
      "-C": "cd",
      "-exec": "run",
      "-toolexec": "run",
      "-vettool": "run",
      "-o": "write",
      "-modfile": "read",
      "-overlay": "read",
      "-coverprofile": "write",
      "-cpuprofile": "write",
      "-memprofile": "write"
    }
  },
  cargo: {
    options: {
      "-C": "cd",
      "--manifest-path": "read",
      "--config": "run",
      "-Z": "run",
      "--target-dir": "write"
    }
  },
  pytest: {
    options: {
      "-p": "run",
      "--rootdir": "cd",
      "-c": "read",
      "--confcutdir": "cd",
      "--basetemp": "write",
      "--junitxml": "write",
      "--junit-xml": "write",
      "--debug": "write"
    },
    abbreviates: true
  }
};
function guardedOptions(argv, dynamic) {
  const name2 = argv[0] ?? "";
  const guard = Object.hasOwn(GUARDS, name2) ? GUARDS[name2] : void 0;
  if (!guard) return void 0;
  const out2 = { reads: [], writes: [], problems: [] };
  for (let i2 = 1; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (word === "--" && guard.until === "dashdash") break;
    if (dynamic[i2]) {
      out2.problems.push(
        `${name2} with ${word}, an argument only known at run time that could expand to an option; write it literally`
      );
      continue;
    }
    if (guard.variables?.test(word))
      out2.problems.push(
        `${name2} ${word.split("=")[0] ?? ""}=: it chooses the program ${name2} runs its recipes with`
      );
    if (!word.startsWith("-") || word === "-") {
      if (guard.until === "operand") break;
      continue;
    }
    const eq = word.indexOf("=");
    const given = eq < 0 ? word : word.slice(0, eq);
    const [option, kind] = match(guard, given, word);
    if (!option || !kind) continue;
    const attached = eq >= 0 ? word.slice(eq + 1) : option.length === 2 && word.length > 2 ? word.slice(2) : void 0;
    const value = attached ?? argv[++i2];
    if (kind === "run") {
      out2.problems.push(
        `${name2} ${option} makes it run or load ${value ?? "something"} besides the command itself; run without it`
      );
      continue;
    }
    if (value === void 0 || attached === void 0 && dynamic[i2]) {
      out2.problems.push(`${name2} ${option} with a value the analyzer cannot read`);
      continue;
    }
    (kind === "write" ? out2.writes : out2.reads).push(value);
  }
  return out2;
}
function match(guard, given, word) {
  if (Object.hasOwn(guard.options, given)) return [given, guard.options[given]];
  const short = word.slice(0, 2);
  if (!word.startsWith("--") && Object.hasOwn(guard.options, short)) return [short, guard.options[short]];
  if (guard.abbreviates && given.startsWith("--") && given.length > 3) {
    const full = Object.keys(guard.options).find((o) => o.startsWith(given));
    if (full) return [full, guard.options[full]];
  }
  return [void 0, void 0];
}

// src/policy/shell/operands.ts
import path from "node:path";

// src/policy/shell/operand-files.ts
var emptyOperands = () => ({
  reads: [],
  writes: [],
  readTrees: [],
  editTrees: [],
  globs: [],
  unknown: [],
  problems: []
});
function add(out2, kind, value, source, dynamic) {
  if (!dynamic) return void (kind === "edit" ? out2.writes : out2.reads).push(value);
  const glob = kind === "edit" ? void 0 : globParts(source);
  if (!glob) out2.unknown.push({ source, kind });
  else if (glob.pattern === void 0) out2.readTrees.push(glob.dir);
  else out2.globs.push(`${glob.dir}/${glob.pattern}`);
}
function globParts(source) {
  if (/[$`"'\\]/.test(source) || /^~[^/]/.test(source) || source.includes("{}")) return void 0;
  const wild = source.search(/[*?[{]/);
  if (wild < 0) return void 0;
  const slash = source.slice(0, wild).lastIndexOf("/");
  const dir = slash < 0 ? "." : source.slice(0, slash) || "/";
  const pattern = source.slice(slash + 1);
  return pattern.includes("/") ? { dir } : { dir, pattern };
}

// src/policy/shell/options.ts
function optionTable(spec) {
  const table = { short: /* @__PURE__ */ new Map(), shortOptional: /* @__PURE__ */ new Set(), long: /* @__PURE__ */ new Map() };
  for (const entry of spec.split(/\s+/).filter(Boolean)) {
    const m = /^(--?[^=[]+)(\[=\]|=(\w*))?$/.exec(entry);
    if (!m?.[1]) throw new Error(`bad option spec ${entry}`);
    const kind = m[2] === void 0 || m[2] === "[=]" ? void 0 : m[3] || "arg";
    const optional = m[2] === "[=]";
    if (m[1].startsWith("--")) table.long.set(m[1], { kind: optional ? "arg" : kind, optional });
    else {
      table.short.set(m[1], optional ? void 0 : kind);
      if (optional) table.shortOptional.add(m[1]);
    }
  }
  return table;
}
function parseArgs(argv, dynamic, sources, table, settings = {}, start2 = 1) {
  const program = argv[0] ?? "";
  const out2 = { operands: [], options: [], values: [] };
  const fail = (problem) => ({ ...out2, problem });
  let optionsDone = false;
  for (let i2 = start2; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (optionsDone) {
      out2.operands.push(i2);
      continue;
    }
    if (dynamic[i2]) {
      if (mayExpandToOption(sources[i2] ?? word))
        return fail(
          `${sources[i2] ?? word}, a word the analyzer cannot pin down: only known at run time, where ${program} reads options, it could expand to one; give operands after -- or prefix globs with ./`
        );
      out2.operands.push(i2);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word === "--") {
      optionsDone = true;
      continue;
    }
    if (settings.numeric && /^[-+]\d+[a-zA-Z]?$/.test(word)) continue;
    if (!word.startsWith("-") || word === "-") {
      out2.operands.push(i2);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word.startsWith("--")) {
      const eq = word.indexOf("=");
      const given = eq < 0 ? word : word.slice(0, eq);
      const name2 = longName(table, given);
      if (name2 === void 0)
        return fail(
          `${program} ${given}: an option the analyzer does not know; leave it out or spell a known one in full`
        );
      if (name2 === null)
        return fail(`${program} ${given}: an ambiguous abbreviation; spell the option out in full`);
      const spec = table.long.get(name2);
      out2.options.push(name2);
      if (!spec?.kind) {
        if (eq >= 0) return fail(`${program} ${name2} takes no value (${word}); drop the =value`);
        continue;
      }
      if (spec.optional && eq < 0) continue;
      const at = eq < 0 ? ++i2 : i2;
      if (at >= argv.length) return fail(`${program} ${name2} without its value; give it one`);
      const value = eq < 0 ? argv[at] ?? "" : word.slice(eq + 1);
      out2.values.push({ option: name2, kind: spec.kind, value, dynamic: dynamic[at] === true });
      continue;
    }
    if (settings.whole) {
      if (!table.short.has(word))
        return fail(`${program} ${word}: an option the analyzer does not know; leave it out`);
      out2.options.push(word);
      const kind = table.short.get(word);
      if (!kind) continue;
      if (++i2 >= argv.length) return fail(`${program} ${word} without its value`);
      out2.values.push({ option: word, kind, value: argv[i2] ?? "", dynamic: dynamic[i2] === true });
      continue;
    }
    for (let k = 1; k < word.length; k++) {
      const option = `-${word[k] ?? ""}`;
      if (!table.short.has(option))
        return fail(`${program} ${option}: an option the analyzer does not know; leave it out`);
      out2.options.push(option);
      if (table.shortOptional.has(option)) break;
      const kind = table.short.get(option);
      if (!kind) continue;
      const attached = word.slice(k + 1);
      const at = attached ? i2 : ++i2;
      if (at >= argv.length) return fail(`${program} ${option} without its value; give it one`);
      out2.values.push({
        option,
        kind,
        value: attached || (argv[at] ?? ""),
        dynamic: dynamic[at] === true
      });
      break;
    }
  }
  return out2;
}
function longName(table, given) {
  if (table.long.has(given)) return given;
  const matches = [...table.long.keys()].filter((name2) => name2.startsWith(given));
  if (matches.length === 0) return void 0;
  return matches.length === 1 ? matches[0] ?? null : null;
}
function mayExpandToOption(source) {
  return !/^([A-Za-z0-9_./~+,:@%=]|\{\})/.test(source);
}
function valueProblem(program, value) {
  if (value.kind === "run")
    return `${program} ${value.option} runs the program in its value (${value.value}); the analyzer cannot see what that does, so run without it`;
  if (value.dynamic && value.kind !== "arg")
    return `${program} ${value.option} with a file only known at run time (${value.value}); name the file literally`;
  return void 0;
}

// src/policy/shell/archives.ts
function archiveFiles(argv, sources, dynamic) {
  if (argv[0] !== "tar")
    return argv[0] === "zip" ? zipFiles(argv, sources, dynamic) : unzipFiles(argv, sources, dynamic);
  const first = argv[1] ?? "";
  if (first === "" || first.startsWith("-")) return tarFiles(argv, sources, dynamic);
  if (dynamic.some(Boolean))
    return {
      ...emptyOperands(),
      problems: ["tar with old-style options and words only known at run time; use dashed options"]
    };
  const words = oldStyle(argv);
  return tarFiles(
    words,
    words,
    words.map(() => false)
  );
}
var TAR = optionTable(
  [
    "-A -c -d -r -t -u -x -f=arg -C=cd -T=read -X=read -I=run -F=run -g=write -z -j -J -Z -a -v -k -h -P -O",
    "-m -p -S -W -B -i -l -o -s -U -w -b= -H= -N= -K= -L= -V= -M -R --file= --directory=cd --files-from=read",
    "--exclude-from=read --exclude= --use-compress-program=run --info-script=run --new-volume-script=run",
    "--to-command=run --rsh-command=run --checkpoint[=] --checkpoint-action=run --listed-incremental=write",
    "--create --extract --get --list --append --update --catenate --concatenate --diff --compare --delete",
    "--verbose --gzip --bzip2 --xz --zstd --lzip --lzma --lzop --auto-compress --to-stdout --strip-components=",
    "--transform= --xform= --owner= --group= --mode= --mtime= --sort= --format= --numeric-owner",
    "--no-same-owner --no-same-permissions --preserve-permissions --same-permissions --keep-old-files",
    "--skip-old-files --overwrite --dereference --absolute-names --wildcards --no-wildcards --anchored",
    "--exclude-vcs --exclude-vcs-ignores --exclude-caches --one-file-system --null --totals[=] --warning=",
    "--blocking-factor= --record-size= --force-local --no-recursion --recursion --show-transformed-names",
    "--label= --index-file=write --restrict --help --version --usage"
  ].join(" ")
);
var TAR_VALUED = new Set("fCTXIFgbHNKLV".split(""));
function oldStyle(argv) {
  const first = argv[1] ?? "";
  const out2 = [argv[0] ?? "tar"];
  let next = 2;
  for (const letter of first) {
    out2.push(`-${letter}`);
    if (TAR_VALUED.has(letter) && next < argv.length) out2.push(argv[next++] ?? "");
  }
  return [...out2, ...argv.slice(next)];
}
function tarFiles(argv, sources, dynamic) {
  const out2 = emptyOperands();
  if (argv.length !== sources.length && dynamic.some(Boolean))
    return {
      ...out2,
      problems: ["tar with old-style options and words only known at run time; use dashed options"]
    };
  const parsed = parseArgs(
    argv,
    argv.map((_, i2) => dynamic[i2] === true && argv.length === sources.length),
    argv,
    TAR
  );
  if (parsed.problem) return { ...out2, problems: [parsed.problem] };
  const has = (...options) => options.some((o) => parsed.options.includes(o));
  const creates = has(
    "-c",
    "--create",
    "-r",
    "--append",
    "-u",
    "--update",
    "-A",
    "--catenate",
    "--concatenate"
  );
  const extracts = has("-x", "--extract", "--get");
  const lists = has("-t", "--list", "-d", "--diff", "--compare");
  let dir = ".";
  for (const value of parsed.values) {
    const problem = valueProblem("tar", value);
    if (problem) return { ...out2, problems: [problem] };
    if (value.kind === "cd") dir = join(dir, value.value);
    else if (value.kind === "read") out2.reads.push(value.value);
    else if (value.kind === "write") out2.writes.push(value.value);
    else if (value.option === "-f" || value.option === "--file") {
      if (value.value.includes(":") && !has("--force-local"))
        return {
          ...out2,
          problems: [`tar -f ${value.value}: a remote archive, reached by running rsh; use --force-local`]
        };
      if (value.value !== "-") (creates || has("--delete") ? out2.writes : out2.reads).push(value.value);
    }
  }
  const members = parsed.operands.map((i2) => argv[i2] ?? "");
  if (creates) {
    if (has("-A", "--catenate", "--concatenate")) for (const m of members) out2.reads.push(join(dir, m));
    else for (const m of members) out2.readTrees.push(join(dir, m));
  } else if (extracts && !has("-O", "--to-stdout")) {
    out2.problems.push(
      "tar extraction writes files whose names only the archive knows; list it with tar -t, or print a member with tar -xO -f ARCHIVE MEMBER"
    );
  } else if (extracts || has("-d", "--diff", "--compare")) {
    if (members.length === 0)
      out2.problems.push("tar printing every member: any of them could be a denied file; name the members");
    for (const m of members) out2.reads.push(join(dir, m));
  } else if (!lists && !has("--delete")) {
    out2.problems.push("tar without -c, -x, -t or another mode the analyzer knows");
  }
  return out2;
}
var join = (dir, file) => file.startsWith("/") || dir === "." ? file : `${dir}/${file}`;
var ZIP = optionTable(
  "-r -R -q -v -j -D -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -u -f -d -m -T -y -X -o -l -ll -A -J -k -L -h -e -FS -FF -F -sf -n= -t= -tt= -i= -x= -b=write -P= -Z= -TT=run"
);
function zipFiles(argv, sources, dynamic) {
  const out2 = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, ZIP, { whole: true });
  if (parsed.problem)
    return { ...out2, problems: [`${parsed.problem} (zip options are checked one per word: -r -q, not -rq)`] };
  for (const value of parsed.values) {
    const problem = valueProblem("zip", value);
    if (problem) out2.problems.push(problem);
    else if (value.kind === "write") out2.writes.push(value.value);
  }
  const [archive, ...files] = parsed.operands;
  if (archive === void 0) return { ...out2, problems: ["zip without an archive"] };
  add(out2, "edit", argv[archive] ?? "", sources[archive] ?? "", dynamic[archive] === true);
  const recursive = parsed.options.some((o) => o === "-r" || o === "-R");
  const moves = parsed.options.includes("-m");
  for (const i2 of files) {
    add(out2, moves ? "edit" : "read", argv[i2] ?? "", sources[i2] ?? "", dynamic[i2] === true);
    if (recursive && !dynamic[i2]) (moves ? out2.editTrees : out2.readTrees).push(argv[i2] ?? "");
  }
  return out2;
}
var UNZIP = optionTable(
  "-l -v -t -z -p -c -Z -f -u -o -n -q -qq -a -aa -b -j -C -L -X -K -M -V -O= -I= -P= -x= -d=cd"
);
var UNZIP_PRINTS = ["-p", "-c"];
var UNZIP_LISTS = ["-l", "-v", "-t", "-z", "-Z"];
function unzipFiles(argv, sources, dynamic) {
  const out2 = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, UNZIP, { whole: true });
  if (parsed.problem)
    return { ...out2, problems: [`${parsed.problem} (unzip options are checked one per word)`] };
  const [archive, ...members] = parsed.operands;
  if (archive === void 0) return { ...out2, problems: ["unzip without an archive"] };
  add(out2, "read", argv[archive] ?? "", sources[archive] ?? "", dynamic[archive] === true);
  const has = (options) => parsed.options.some((o) => options.includes(o));
  if (has(UNZIP_PRINTS)) {
    if (members.length === 0)
      out2.problems.push("unzip -p of every member: any of them could be a denied file; name the members");
    for (const i2 of members) add(out2, "read", argv[i2] ?? "", sources[i2] ?? "", dynamic[i2] === true);
  } else if (!has(UNZIP_LISTS)) {
    out2.problems.push(
      "unzip extraction writes files whose names only the archive knows; list it with unzip -l, or print a member with unzip -p ARCHIVE MEMBER"
    );
  }
  return out2;
}

// src/policy/shell/git.ts
var GLOBAL = optionTable(
  [
    "-C=cd -c= --config-env=run --exec-path[=] -p --paginate -P --no-pager --no-replace-objects",
    "--no-lazy-fetch --no-optional-locks --no-advice --bare --git-dir=cd --work-tree=cd --namespace=",
    "--literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs -v --version -h --help"
  ].join(" ")
);
var SAFE_CONFIG = /^(color\.[\w.-]+|advice\.\w+|core\.quotepath|core\.abbrev|log\.\w+|format\.pretty|diff\.(renames|algorithm|noprefix|mnemonicprefix|context|interhunkcontext|relative|statgraphwidth)|user\.(name|email)|init\.defaultbranch|pager\.\w+=false|column\.\w+)=/i;
var DIFF = [
  "-p -u --patch -s --no-patch -U= --unified= --output=write --output-indicator-new= --output-indicator-old=",
  "--output-indicator-context= --raw --patch-with-raw -t --indent-heuristic --no-indent-heuristic --minimal",
  "--patience --histogram --anchored= --diff-algorithm= --stat[=] --stat-width= --stat-name-width=",
  "--stat-graph-width= --stat-count= --compact-summary --numstat --shortstat --dirstat[=] --cumulative",
  "--dirstat-by-file[=] --summary --patch-with-stat -z --name-only --name-status --submodule[=] --color[=]",
  "--no-color --color-moved[=] --no-color-moved --color-moved-ws= --no-color-moved-ws --word-diff[=]",
  "--word-diff-regex= --color-words[=] --no-renames --rename-empty --no-rename-empty --check",
  "--ws-error-highlight= --full-index --binary --abbrev[=] -B --break-rewrites[=] -M --find-renames[=] -C",
  "--find-copies[=] --find-copies-harder -D --irreversible-delete -l= --diff-filter= -S= -G= --find-object=",
  "--pickaxe-all --pickaxe-regex -O=read -R --relative[=] --no-relative -a --text --ignore-cr-at-eol",
  "--ignore-space-at-eol -b --ignore-space-change -w --ignore-all-space --ignore-blank-lines -I=",
  "--ignore-matching-lines= --inter-hunk-context= -W --function-context --exit-code --quiet",
  "--ext-diff=run --no-ext-diff --textconv --no-textconv --ignore-submodules[=] --src-prefix= --dst-prefix=",
  "--no-prefix --default-prefix --line-prefix= --ita-invisible-in-index --ita-visible-in-index"
].join(" ");
var LOG = [
  "-n= --max-count= --skip= --since= --after= --until= --before= --author= --committer= --grep= --all-match",
  "--invert-grep -i --regexp-ignore-case -E --extended-regexp -F --fixed-strings -P --perl-regexp --merges",
  "--no-merges --min-parents= --max-parents= --first-parent --not --all --branches[=] --tags[=] --remotes[=]",
  "--glob= --exclude= --reflog --ignore-missing --cherry-mark --cherry-pick --left-only --right-only --cherry",
  "-g --walk-reflogs --merge --boundary --simplify-by-decoration --full-history --dense --sparse",
  "--simplify-merges --ancestry-path[=] --date-order --author-date-order --topo-order --reverse --no-walk[=]",
  "--pretty[=] --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs[=]",
  "--no-expand-tabs --notes[=] --no-notes --relative-date --date= --parents --children --left-right --graph",
  "-c --cc --dd --remerge-diff -m --diff-merges= --no-diff-merges -r --follow --no-decorate --decorate[=]",
  "--decorate-refs= --decorate-refs-exclude= --source --mailmap --no-mailmap --use-mailmap --full-diff",
  "--log-size -L= --show-signature=run"
].join(" ");
var SUBCOMMANDS = {
  diff: {
    options: optionTable(
      `${DIFF} --cached --staged --merge-base --no-index -1 -2 -3 -0 --base --ours --theirs -q`
    ),
    content: "always"
  },
  log: { options: optionTable(`${DIFF} ${LOG}`), content: "patch" },
  show: { options: optionTable(`${DIFF} ${LOG}`), content: "always" },
  blame: {
    options: optionTable(
      "-b --root --show-stats -f --show-name -n --show-number -p --porcelain --line-porcelain --incremental -c -t -l -s -e --show-email -w --abbrev[=] -L= -S=read --reverse= --first-parent --encoding= --contents=read --date= --progress --no-progress -M -C --ignore-rev= --ignore-revs-file=read --color-lines --color-by-age --minimal --score-debug"
    ),
    content: "never",
    fileOperands: true
  },
  status: {
    options: optionTable(
      "-s --short -b --branch --show-stash --porcelain[=] --long -v --verbose -u --untracked-files[=] --ignore-submodules[=] --ignored[=] -z --column[=] --no-column --ahead-behind --no-ahead-behind --renames --no-renames --find-renames[=]"
    ),
    content: "never"
  },
  "ls-files": {
    options: optionTable(
      "-c --cached -d --deleted -m --modified -o --others -i --ignored -s --stage -u --unmerged -k --killed --directory --no-empty-directory --eol -z --deduplicate -x= --exclude= -X=read --exclude-from=read --exclude-per-directory= --exclude-standard --error-unmatch --with-tree= -t -v -f --full-name --recurse-submodules --abbrev[=] --debug --sparse --format= --resolve-undo"
    ),
    content: "never"
  },
  "rev-parse": {
    options: optionTable(
      "--revs-only --no-revs --flags --no-flags --default= --prefix= --verify -q --quiet --sq --short[=] --not --abbrev-ref[=] --symbolic --symbolic-full-name --all --branches[=] --tags[=] --remotes[=] --glob= --exclude= --disambiguate= --path-format= --git-dir --git-common-dir --show-toplevel --absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository --is-shallow-repository --show-cdup --show-prefix --show-object-format[=] --since= --after= --until= --before="
    ),
    content: "never"
  }
};
var PATCH = /* @__PURE__ */ new Set([
  "-p",
  "-u",
  "--patch",
  "-U",
  "--unified",
  "-L",
  "--cc",
  "-c",
  "--dd",
  "--remerge-diff",
  "--word-diff",
  "--color-words",
  "-W",
  "--function-context",
  "--patch-with-stat",
  "--patch-with-raw",
  "--binary"
]);
var NAMES_ONLY = /* @__PURE__ */ new Set([
  "-s",
  "--no-patch",
  "--name-only",
  "--name-status",
  "--stat",
  "--numstat",
  "--shortstat",
  "--summary",
  "--compact-summary",
  "--dirstat",
  "--raw",
  "--quiet"
]);
function gitFiles(argv, dynamic, sources) {
  const out2 = { cwd: [], reads: [], writes: [], trees: [], problems: [] };
  const global = parseArgs(argv, dynamic, sources, GLOBAL, { permute: false });
  if (global.problem) return { ...out2, problems: [global.problem] };
  for (const value of global.values) {
    const problem = value.option === "-c" && !SAFE_CONFIG.test(value.value) ? `git -c ${value.value}: configuration can name programs git runs (pagers, editors, diff drivers); the analyzer only accepts display settings` : valueProblem("git", value);
    if (problem) out2.problems.push(problem);
    else if (value.kind === "cd") out2.cwd.push(value.value);
  }
  if (global.options.includes("--exec-path"))
    out2.problems.push("git --exec-path: it chooses where git finds the programs it runs");
  const at = global.operands[0];
  if (at === void 0) return out2;
  const name2 = argv[at] ?? "";
  const sub = Object.hasOwn(SUBCOMMANDS, name2) ? SUBCOMMANDS[name2] : void 0;
  if (!sub) return out2;
  const parsed = parseArgs(argv, dynamic, sources, sub.options, { numeric: true }, at + 1);
  if (parsed.problem)
    return { ...out2, problems: [...out2.problems, parsed.problem.replace(/^git /, `git ${name2} `)] };
  for (const value of parsed.values) {
    const problem = valueProblem(`git ${name2}`, value);
    if (problem) out2.problems.push(problem);
    else if (value.kind === "read") out2.reads.push(value.value);
    else if (value.kind === "write") out2.writes.push(value.value);
    else if (value.option === "-L") out2.reads.push(...lineRangeFile(value.value));
  }
  const dashdash = argv.indexOf("--", at + 1);
  const paths = parsed.operands.filter((i2) => dashdash >= 0 && i2 > dashdash);
  const revisions = parsed.operands.filter((i2) => !(dashdash >= 0 && i2 > dashdash));
  for (const i2 of [...paths, ...revisions])
    if (dynamic[i2])
      out2.problems.push(
        `git ${name2} with ${sources[i2] ?? ""}, a word only known at run time; name revisions and paths literally`
      );
  if (parsed.options.includes("--no-index") || sub.fileOperands) {
    for (const i2 of parsed.operands)
      if (!isRevision(argv[i2] ?? "") || dashdash >= 0) out2.reads.push(argv[i2] ?? "");
    return out2;
  }
  for (const i2 of revisions) {
    const path5 = /^[^:]*:(?:\d:)?(.+)$/.exec(argv[i2] ?? "")?.[1];
    if (path5) out2.reads.push(path5);
  }
  if (!printsContent(sub, parsed.options) || revisions.some((i2) => (argv[i2] ?? "").includes(":"))) return out2;
  if (paths.length === 0) out2.trees.push(".");
  for (const i2 of paths) {
    const spec = argv[i2] ?? "";
    if (spec.startsWith(":"))
      out2.problems.push(
        `git pathspec magic (${spec}): the analyzer cannot tell what it selects; name paths plainly after --`
      );
    else out2.trees.push(pathspecDirectory(spec));
  }
  return out2;
}
function printsContent(sub, options) {
  if (sub.content === "never") return false;
  if (sub.content === "patch") return options.some((o) => PATCH.has(o));
  return !options.some((o) => NAMES_ONLY.has(o)) || options.some((o) => PATCH.has(o));
}
var isRevision = (word) => /[~^]|\.\.|@\{/.test(word) || /^[0-9a-f]{7,40}$/.test(word) || word === "HEAD";
function lineRangeFile(value) {
  const file = value.slice(value.lastIndexOf(":") + 1);
  return value.includes(":") && file ? [file] : [];
}
function pathspecDirectory(spec) {
  const wild = spec.search(/[*?[]/);
  if (wild < 0) return spec;
  const slash = spec.slice(0, wild).lastIndexOf("/");
  return slash < 0 ? "." : spec.slice(0, slash) || "/";
}

// src/policy/shell/programs.ts
var HELP = "--help --version";
var COUNT_SPEC = `-c= -n= -q -v -z --bytes= --lines= --quiet --silent --verbose --zero-terminated ${HELP}`;
var SUMS = optionTable(
  `-b -c -t -z -w --binary --check --tag --text --zero --ignore-missing --quiet --status --strict --warn ${HELP}`
);
var GREP_SPEC = [
  "-E -F -G -P -e= -f=read -i -y -w -x -z -s -v -V -m= -b -n -H -h -o -q -a -I -d= -D= -r -R -L -l -c",
  "-T -Z -A= -B= -C= -U --extended-regexp --fixed-strings --basic-regexp --perl-regexp --regexp=",
  "--file=read --ignore-case --no-ignore-case --word-regexp --line-regexp --null-data --no-messages",
  "--invert-match --max-count= --byte-offset --line-number --no-line-number --line-buffered",
  "--with-filename --no-filename --label= --only-matching --quiet --silent --binary-files= --text",
  "--directories= --devices= --recursive --dereference-recursive --include= --exclude=",
  "--exclude-from=read --exclude-dir= --files-without-match --files-with-matches --count",
  `--initial-tab --null --before-context= --after-context= --context= --group-separator=`,
  `--no-group-separator --color[=] --colour[=] --binary ${HELP}`
].join(" ");
var GREP = {
  operands: "read",
  options: optionTable(GREP_SPEC),
  settings: { numeric: true },
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--regexp", "--file"],
  recursive: ["-r", "-R", "--recursive", "--dereference-recursive"]
};
var RG = {
  operands: "read",
  options: optionTable(
    [
      "-e= -f=read -i -s -S -w -x -v -F -U -P -n -N -H -I -l -c -o -q -a -u -L -z -A= -B= -C= -m= -g= -t= -T=",
      "-j= -M= -r= -0 -p --regexp= --file=read --ignore-case --case-sensitive --smart-case --word-regexp",
      "--line-regexp --invert-match --fixed-strings --multiline --pcre2 --line-number --no-line-number",
      "--with-filename --no-filename --files-with-matches --files-without-match --count --count-matches",
      "--only-matching --quiet --text --unrestricted --follow --search-zip --after-context= --before-context=",
      "--context= --max-count= --glob= --iglob= --type= --type-not= --threads= --max-columns= --replace=",
      "--null --pretty --hidden --no-ignore --no-ignore-vcs --no-heading --heading --color= --colors=",
      "--json --vimgrep --column --stats --files --sort= --sortr= --max-depth= --max-filesize= --trim",
      `--type-list --ignore-file=read --no-messages --passthru --byte-offset --engine= --encoding= ${HELP}`
    ].join(" ")
  ),
  settings: {},
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--regexp", "--file", "--files", "--type-list"],
  alwaysRecursive: true
};
var SED = {
  operands: "read",
  options: optionTable(
    `-n -e= -f=read -E -r -s -u -z -l= -b -i[=] --quiet --silent --debug --expression= --file=read --follow-symlinks --in-place[=] --line-length= --posix --regexp-extended --separate --sandbox --unbuffered --null-data --binary ${HELP}`
  ),
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--expression", "--file"]
};
var MODE_SPEC = `-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive ${HELP}`;
var MODE = {
  operands: "edit",
  options: optionTable(MODE_SPEC),
  skipFirst: true,
  firstGivenBy: ["--reference"],
  recursive: ["-R", "--recursive"]
};
var OWNER = {
  ...MODE,
  options: optionTable(`${MODE_SPEC} -h -H -L -P --dereference --no-dereference --from=`)
};
var COPY_SPEC = `-b -f -i -n -S= -t=write -T -u -v -Z --backup[=] --force --interactive --no-clobber --suffix= --target-directory=write --no-target-directory --update[=] --verbose --strip-trailing-slashes ${HELP}`;
var read = (spec, settings) => ({
  operands: "read",
  options: optionTable(spec),
  ...settings ? { settings } : {}
});
var PROGRAMS = {
  cat: read(
    `-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank --show-tabs --show-nonprinting ${HELP}`
  ),
  tac: read(`-b -r -s= --before --regex --separator= ${HELP}`),
  nl: read(
    `-b= -d= -f= -h= -i= -l= -n= -p -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= --header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber --number-separator= --starting-line-number= --number-width= ${HELP}`
  ),
  head: read(COUNT_SPEC, { numeric: true }),
  tail: read(`${COUNT_SPEC} -f -F -s= --follow[=] --max-unchanged-stats= --pid= --retry --sleep-interval=`, {
    numeric: true
  }),
  less: read("-R -r -S -N -n -F -X -i -I -s -E -e -f -M -m -q -Q -K -x= -z= -j= -p= -P= -y= -b= -h="),
  more: read("-d -l -f -p -c -s -u -n="),
  wc: read(
    `-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=read --total= ${HELP}`
  ),
  od: read(
    `-A= -j= -N= -S= -t= -v -w[=] -a -b -c -d -f -i -l -o -s -x --address-radix= --endian= --skip-bytes= --read-bytes= --strings[=] --format= --output-duplicates --width[=] --traditional ${HELP}`
  ),
  xxd: read(
    "-a -b -C -E -e -h -i -p -ps -plain -r -u -v -d -c= -cols= -g= -l= -len= -n= -o= -s= -seek= -R=",
    {
      whole: true
    }
  ),
  strings: read(
    `-a -d -f -o -w -s= -t= -e= -n= -T= -U= --all --data --print-file-name --bytes= --radix= --include-all-whitespace --output-separator= --encoding= --target= --unicode= -h -v -V ${HELP}`,
    { numeric: true }
  ),
  file: read(
    `-b -c -E -e= -F= -f=read -h -i -k -L -l -m=read -N -n -p -r -s -S -v -z -Z -0 -d -P= --brief --checking-printout --exclude= --exclude-quiet= --extension --files-from=read --separator= --mime --mime-type --mime-encoding --keep-going --list --dereference --magic-file=read --no-dereference --no-buffer --no-pad --print0 --preserve-date --parameter= --raw --special-files --no-sandbox --debug --uncompress --uncompress-noreport --apple ${HELP}`
  ),
  stat: read(`-L -f -c= -t --dereference --file-system --cached= --format= --printf= --terse ${HELP}`),
  ls: read(
    [
      "-a -A -b -B -c -C -d -D -f -F -g -G -h -H -i -I= -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -T= -u -U -v",
      "-w= -x -X -Z -1 --all --almost-all --author --escape --block-size= --ignore-backups --color[=] --directory",
      "--dired --classify[=] --file-type --format= --full-time --group-directories-first --no-group",
      "--human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide=",
      "--hyperlink[=] --indicator-style= --inode --ignore= --kibibytes --dereference --literal",
      "--numeric-uid-gid --hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse",
      `--recursive --size --sort= --time= --time-style= --tabsize= --width= --context --zero ${HELP}`
    ].join(" ")
  ),
  tree: read(
    `-a -d -l -f -x -L= -R -P= -I= -q -N -Q -p -u -g -s -h -D -F -v -t -c -U -r -i -A -S -n -C -X -J --gitignore --ignore-case --matchdirs --prune --noreport --charset= --filelimit= --si --du --timefmt= --inodes --device --dirsfirst --filesfirst --sort= ${HELP}`
  ),
  du: read(
    `-0 -a -b -B= -c -d= -D -H -h -k -l -L -m -P -s -S -t= -x -X=read --null --all --apparent-size --block-size= --bytes --total --max-depth= --dereference-args --files0-from=read --threshold= --human-readable --inodes --si --dereference --count-links --no-dereference --separate-dirs --summarize --time[=] --time-style= --exclude-from=read --exclude= --one-file-system ${HELP}`
  ),
  sort: read(
    [
      "-b -d -f -g -i -M -h -n -R -r -V -c -C -k= -m -o=write -s -S= -t= -T=write -u -z",
      "--ignore-leading-blanks --dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting",
      "--month-sort --human-numeric-sort --numeric-sort --random-sort --random-source=read --reverse --sort=",
      "--version-sort --batch-size= --check[=] --compress-program=run --debug --files0-from=read --key=",
      "--merge --output=write --stable --buffer-size= --field-separator= --temporary-directory=write",
      `--parallel= --unique --zero-terminated ${HELP}`
    ].join(" ")
  ),
  cut: read(
    `-b= -c= -d= -f= -n -s -z --bytes= --characters= --delimiter= --fields= --complement --only-delimited --output-delimiter= --zero-terminated ${HELP}`
  ),
  diff: {
    ...read(
      [
        "--normal -q --brief -s --report-identical-files -c -C= --context[=] -u -U= --unified[=] -e --ed -n",
        "--rcs -y --side-by-side -W= --width= --left-column --suppress-common-lines -p --show-c-function -F=",
        "--show-function-line= --label= --expand-tabs -t -T --initial-tab --tabsize= --suppress-blank-empty",
        "-r --recursive --no-dereference -N --new-file --unidirectional-new-file --ignore-file-name-case",
        "--no-ignore-file-name-case -x= --exclude= -X=read --exclude-from=read -S= --starting-file=",
        "--from-file=read --to-file=read -i --ignore-case -E --ignore-tab-expansion -Z --ignore-trailing-space",
        "-b --ignore-space-change -w --ignore-all-space -B --ignore-blank-lines -I= --ignore-matching-lines=",
        "-a --text --strip-trailing-cr -D= --ifdef= --old-group-format= --new-group-format=",
        "--changed-group-format= --unchanged-group-format= --line-format= --old-line-format=",
        "--new-line-format= --unchanged-line-format= -d --minimal --horizon-lines= --speed-large-files",
        `--color[=] --palette= -v ${HELP}`
      ].join(" ")
    ),
    recursive: ["-r", "--recursive"]
  },
  cmp: read(
    `-b -i= -l -n= -s --print-bytes --ignore-initial= --verbose --bytes= --quiet --silent -v ${HELP}`
  ),
  base64: read(`-d -i -w= --decode --ignore-garbage --wrap= ${HELP}`),
  md5sum: { operands: "read", options: SUMS },
  sha1sum: { operands: "read", options: SUMS },
  sha256sum: { operands: "read", options: SUMS },
  sha512sum: { operands: "read", options: SUMS },
  grep: GREP,
  egrep: GREP,
  fgrep: GREP,
  rg: RG,
  sed: SED,
  rm: {
    operands: "edit",
    options: optionTable(
      `-f -i -I -r -R -d -v --force --interactive[=] --one-file-system --no-preserve-root --preserve-root[=] --recursive --dir --verbose ${HELP}`
    ),
    recursive: ["-r", "-R", "--recursive"]
  },
  rmdir: {
    operands: "edit",
    options: optionTable(`-p -v --ignore-fail-on-non-empty --parents --verbose ${HELP}`)
  },
  unlink: { operands: "edit", options: optionTable(HELP) },
  shred: {
    operands: "edit",
    options: optionTable(
      `-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove[=] --verbose --exact --zero ${HELP}`
    )
  },
  touch: {
    operands: "edit",
    options: optionTable(
      `-a -c -d= -f -h -m -r=read -t= --no-create --date= --no-dereference --reference=read --time= ${HELP}`
    )
  },
  mkdir: {
    operands: "edit",
    options: optionTable(`-m= -p -v -Z --mode= --parents --verbose --context[=] ${HELP}`)
  },
  tee: {
    operands: "edit",
    options: optionTable(`-a -i -p --append --ignore-interrupts --output-error[=] ${HELP}`)
  },
  truncate: {
    operands: "edit",
    options: optionTable(`-c -o -r=read -s= --no-create --io-blocks --reference=read --size= ${HELP}`)
  },
  mv: {
    operands: "copy",
    options: optionTable(`${COPY_SPEC} --context --exchange --no-copy --debug`)
  },
  cp: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -a -d -H -l -L -P -p -R -r -s -x --archive --attributes-only --copy-contents --link --dereference --no-dereference --preserve[=] --no-preserve= --parents --recursive --reflink[=] --remove-destination --sparse= --symbolic-link --one-file-system --context[=] --debug --keep-directory-symlink`
    ),
    recursive: ["-a", "-r", "-R", "--archive", "--recursive"]
  },
  ln: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -d -F -L -P -r -s --directory --logical --no-dereference --physical --relative --symbolic`
    )
  },
  install: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -c -C -d -D -g= -m= -o= -p -s --compare --directory --group= --mode= --owner= --preserve-timestamps --strip --strip-program=run --preserve-context --context[=]`
    )
  },
  chmod: MODE,
  chown: OWNER,
  chgrp: OWNER
};

// src/policy/shell/sed-script.ts
function sedScriptProblem(script) {
  const refuse = (what) => `sed ${what} in ${JSON.stringify(script.length > 40 ? `${script.slice(0, 37)}...` : script)}: it can read, write or run files the analyzer cannot see; use sed --sandbox, or redirect output instead`;
  let i2 = 0;
  const skipBlanks = () => {
    while (i2 < script.length && /[\s;]/.test(script[i2] ?? "")) i2++;
  };
  const delimited = (delim) => {
    for (i2++; i2 < script.length; i2++) {
      if (script[i2] === "\\") i2++;
      else if (script[i2] === delim) return true;
      else if (script[i2] === "\n" && delim !== "\n") return false;
    }
    return false;
  };
  const address = () => {
    const ch = script[i2] ?? "";
    if (/\d/.test(ch)) {
      while (/[\d~]/.test(script[i2] ?? "")) i2++;
      return true;
    }
    if (ch === "$") {
      i2++;
      return true;
    }
    if (ch === "/" || ch === "\\") {
      const delim = ch === "\\" ? script[++i2] ?? "" : "/";
      if (!delim || !delimited(delim)) return false;
      i2++;
      while (/[IM]/.test(script[i2] ?? "")) i2++;
    }
    return true;
  };
  while (i2 < script.length) {
    skipBlanks();
    if (i2 >= script.length) break;
    if (!address()) return refuse("an address it cannot read");
    if (script[i2] === ",") {
      i2++;
      if (script[i2] === "+" || script[i2] === "~") i2++;
      if (!address()) return refuse("an address it cannot read");
    }
    while (script[i2] === " " || script[i2] === "!") i2++;
    const command = script[i2] ?? "";
    if (command === "s" || command === "y") {
      const delim = script[i2 + 1] ?? "";
      if (!delim || /[\s\\]/.test(delim)) return refuse(`an ${command} command it cannot read`);
      i2++;
      if (!delimited(delim) || !delimited(delim)) return refuse(`an ${command} command it cannot read`);
      i2++;
      const flags2 = /^[gpiImM\d]*/.exec(script.slice(i2))?.[0] ?? "";
      i2 += flags2.length;
      if (command === "s" && /^[ew]/.test(script.slice(i2))) return refuse(`the s flag ${script[i2] ?? ""}`);
      continue;
    }
    if ("aic".includes(command)) {
      while (i2 < script.length && script[i2] !== "\n") i2++;
      continue;
    }
    if (":btT".includes(command)) {
      while (i2 < script.length && !/[;\n]/.test(script[i2] ?? "")) i2++;
      continue;
    }
    if ("pPdDnNgGhHxqQlz={}F".includes(command)) {
      i2++;
      while (/[\d ]/.test(script[i2] ?? "") && "qQl".includes(command)) i2++;
      continue;
    }
    return refuse(`the command ${command}`);
  }
  return void 0;
}

// src/policy/shell/operands.ts
function fileOperands(argv, sources, dynamic) {
  const name2 = argv[0] ?? "";
  if (name2 === "git") return fromGit(argv, sources, dynamic);
  if (name2 === "find") return findOperands(argv, sources, dynamic);
  if (name2 === "dd") return ddOperands(argv, sources, dynamic);
  if (name2 === "tar" || name2 === "zip" || name2 === "unzip") return archiveFiles(argv, sources, dynamic);
  const spec = Object.hasOwn(PROGRAMS, name2) ? PROGRAMS[name2] : void 0;
  return spec && operands(argv, sources, dynamic, spec);
}
function operands(argv, sources, dynamic, spec) {
  const out2 = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, spec.options, spec.settings);
  if (parsed.problem) return { ...out2, problems: [parsed.problem] };
  const name2 = argv[0] ?? "";
  const targetGiven = takeValues(name2, parsed, out2);
  const given = (options) => parsed.options.some((o) => options?.includes(o));
  const skipFirst = spec.skipFirst === true && !given(spec.firstGivenBy);
  const files = skipFirst ? parsed.operands.slice(1) : parsed.operands;
  if (name2 === "sed") {
    const inPlace = given(["-i", "--in-place"]);
    const scripts = skipFirst ? parsed.operands.slice(0, 1).map((i2) => argv[i2] ?? "") : parsed.values.filter((v) => v.option === "-e" || v.option === "--expression").map((v) => v.value);
    const problem = given(["--sandbox"]) ? void 0 : scripts.map(sedScriptProblem).find(Boolean);
    if (problem) out2.problems.push(problem);
    if (inPlace) return addAll(out2, files, argv, sources, dynamic, "edit");
  }
  const recursive = spec.alwaysRecursive === true || given(spec.recursive);
  if (spec.alwaysRecursive && files.length === 0) out2.readTrees.push(".");
  files.forEach((i2, k) => {
    const last = k === files.length - 1;
    const edit = spec.operands === "edit" || spec.operands === "copy" && !targetGiven && last && files.length > 1;
    const word = argv[i2] ?? "";
    if (word === "-") return;
    add(out2, edit ? "edit" : "read", word, sources[i2] ?? word, dynamic[i2] === true);
    if (recursive && !dynamic[i2]) (edit ? out2.editTrees : out2.readTrees).push(word);
    else if (name2 === "mv" && !edit && !dynamic[i2]) out2.editTrees.push(word);
  });
  if (recursive) out2.readTrees.push(...out2.globs.map((g) => path.posix.dirname(g)));
  return out2;
}
function takeValues(program, parsed, out2) {
  let target = false;
  for (const value of parsed.values) {
    const problem = valueProblem(program, value);
    if (problem) out2.problems.push(problem);
    else if (value.kind === "read") out2.reads.push(value.value);
    else if (value.kind === "write") {
      out2.writes.push(value.value);
      target ||= /target-directory|^-t$/.test(value.option);
    }
  }
  return target;
}
function addAll(out2, files, argv, sources, dynamic, kind) {
  for (const i2 of files) add(out2, kind, argv[i2] ?? "", sources[i2] ?? "", dynamic[i2] === true);
  return out2;
}
function fromGit(argv, sources, dynamic) {
  const git = gitFiles(argv, dynamic, sources);
  const out2 = { ...emptyOperands(), problems: git.problems };
  const bases = git.cwd.length > 0 ? git.cwd : ["."];
  const under = (files) => files.flatMap((f) => bases.map((b) => f.startsWith("/") ? f : path.posix.join(b, f)));
  out2.reads.push(...git.cwd, ...under(git.reads));
  out2.writes.push(...under(git.writes));
  out2.readTrees.push(...under(git.trees));
  return out2;
}
var FIND_VALUED = new Set(
  [
    "-name -iname -path -ipath -wholename -iwholename -regex -iregex -lname -ilname -type -xtype -size -perm",
    "-mtime -mmin -atime -amin -ctime -cmin -used -user -group -uid -gid -links -inum -maxdepth -mindepth",
    "-fstype -context -regextype -printf -newermm -newerma -newermc -newerct -newerat"
  ].flatMap((s) => s.split(" "))
);
var FIND_READS = /* @__PURE__ */ new Set(["-newer", "-anewer", "-cnewer", "-samefile", "-files0-from"]);
var FIND_WRITES = /* @__PURE__ */ new Set(["-fprint", "-fprint0", "-fls"]);
var FIND_FLAGS = new Set(
  [
    "-print -print0 -ls -prune -quit -true -false -empty -executable -readable -writable -nouser -nogroup",
    "-depth -mount -xdev -noleaf -follow -daystart -ignore_readdir_race -noignore_readdir_race -not -a -and",
    "-o -or , ! ( ) -d -warn -nowarn -help -version -delete"
  ].flatMap((s) => s.split(" "))
);
var FIND_EXEC = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
function findStartingPoints(argv) {
  let first = 1;
  while (first < argv.length && /^-[HLPDO]/.test(argv[first] ?? "")) first++;
  let end = first;
  while (end < argv.length && !/^[-(!),]/.test(argv[end] ?? "")) end++;
  return { first, end };
}
function findOperands(argv, sources, dynamic) {
  const out2 = emptyOperands();
  const { first, end } = findStartingPoints(argv);
  const roots = [];
  for (let i2 = first; i2 < end; i2++) {
    add(out2, "read", argv[i2] ?? "", sources[i2] ?? "", dynamic[i2] === true);
    if (!dynamic[i2]) roots.push(argv[i2] ?? "");
  }
  if (first === end) roots.push(".");
  out2.readTrees.push(...roots);
  for (let i2 = end; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (dynamic[i2])
      return {
        ...out2,
        problems: [`find with ${sources[i2] ?? word}, an expression word only known at run time`]
      };
    if (FIND_EXEC.has(word)) {
      const end2 = argv.findIndex((w, j) => j > i2 && (w === ";" || w === "+") && !dynamic[j]);
      if (end2 < 0) return out2;
      i2 = end2;
    } else if (FIND_VALUED.has(word) || /^-newer[amcBt][amcBt]$/.test(word)) i2++;
    else if (FIND_READS.has(word)) out2.reads.push(argv[++i2] ?? "");
    else if (FIND_WRITES.has(word)) out2.writes.push(argv[++i2] ?? "");
    else if (word === "-fprintf") out2.writes.push(argv[(i2 += 2) - 1] ?? "");
    else if (word === "-delete") out2.editTrees.push(...roots);
    else if (!FIND_FLAGS.has(word))
      return {
        ...out2,
        problems: [
          `find ${word}: an expression the analyzer does not know; use -name, -type, -path and -exec`
        ]
      };
  }
  return out2;
}
function ddOperands(argv, sources, dynamic) {
  const out2 = emptyOperands();
  argv.forEach((word, i2) => {
    if (i2 === 0) return;
    const m = /^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=(.*)$/s.exec(word);
    if (!m)
      return void out2.problems.push(
        `dd ${word}: an operand the analyzer does not know; use if=, of=, bs=, count=, skip=, seek=, conv=`
      );
    if (m[1] === "if" || m[1] === "of")
      add(
        out2,
        m[1] === "of" ? "edit" : "read",
        m[2] ?? "",
        (sources[i2] ?? "").replace(/^(if|of)=/, ""),
        dynamic[i2] === true
      );
  });
  return out2;
}

// src/policy/shell/words.ts
var DYNAMIC_NODES = {
  simple_expansion: "a variable",
  expansion: "a parameter expansion",
  command_substitution: "a command substitution",
  process_substitution: "a process substitution",
  arithmetic_expansion: "an arithmetic expansion",
  brace_expression: "a brace expansion"
};
function wordValue(node) {
  const dynamic = DYNAMIC_NODES[node.type];
  if (dynamic) return { value: node.text, dynamic: true, construct: `${dynamic} (${node.text})` };
  switch (node.type) {
    case "word":
      return unquotedWord(node.text);
    case "number":
      return { value: node.text, dynamic: false };
    case "raw_string":
      return { value: node.text.slice(1, -1), dynamic: false };
    case "ansi_c_string":
      return { value: decodeAnsiC(node.text.slice(2, -1)), dynamic: false };
    case "string":
    case "translated_string":
      return doubleQuoted(node);
    case "concatenation":
      return concatenation(node);
    default:
      return { value: node.text, dynamic: true, construct: `${node.type.replace(/_/g, " ")} (${node.text})` };
  }
}
function concatenation(node) {
  const parts2 = node.namedChildren.filter((c) => c !== null).map(wordValue);
  const value = parts2.map((p) => p.value).join("");
  const first = parts2.find((p) => p.dynamic);
  if (first) return { value: node.text, dynamic: true, construct: first.construct };
  if (BRACE_EXPANSION.test(unquotedSkeleton(node))) {
    return { value: node.text, dynamic: true, construct: `a brace expansion (${node.text})` };
  }
  return { value, dynamic: false };
}
var BRACE_EXPANSION = /\{[^{}]*(,|\.\.)[^{}]*\}/;
function unquotedSkeleton(node) {
  return node.namedChildren.filter((c) => c !== null).map((c) => c.type === "word" ? c.text.replace(/\\./g, "__") : "_".repeat(c.text.length)).join("");
}
function unquotedWord(text) {
  if (/^~[^/]/.test(text)) return { value: text, dynamic: true, construct: `a tilde expansion (${text})` };
  let value = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const ch = text[i2] ?? "";
    if (ch === "\\") {
      const next = text[i2 + 1];
      i2++;
      if (next !== void 0 && next !== "\n") value += next;
      continue;
    }
    const glob = ch === "*" || ch === "?" || ch === "[" && text.indexOf("]", i2 + 1) > i2;
    if (glob) return { value: text, dynamic: true, construct: `a glob (${text})` };
    value += ch;
  }
  if (BRACE_EXPANSION.test(text.replace(/\\./g, "__"))) {
    return { value: text, dynamic: true, construct: `a brace expansion (${text})` };
  }
  return { value, dynamic: false };
}
function doubleQuoted(node) {
  const inner = node.namedChildren.filter((c) => c !== null);
  const dynamicChild = inner.find((c) => c.type !== "string_content");
  if (dynamicChild) return { value: node.text, dynamic: true, construct: wordValue(dynamicChild).construct };
  const body2 = node.text.slice(node.text.indexOf('"') + 1, -1);
  return { value: body2.replace(/\\([$`"\\\n])/g, (_m, c) => c === "\n" ? "" : c), dynamic: false };
}
var SIMPLE_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function decodeAnsiC(body2) {
  return body2.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs,
    (whole, esc) => {
      const head = esc[0] ?? "";
      if (head === "x" || head === "u" || head === "U")
        return String.fromCodePoint(parseInt(esc.slice(1), 16));
      if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 255);
      if (head === "c") return String.fromCharCode((esc.charCodeAt(1) || 0) & 31);
      return SIMPLE_ESCAPES[head] ?? whole;
    }
  );
}

// src/policy/shell/wrappers.ts
var SUDO_VALUED = ["-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from"];
var SUDO_MORE = [
  "-D",
  "--chdir",
  "-r",
  "--role",
  "-t",
  "--type",
  "-U",
  "--other-user",
  "-T",
  "--command-timeout"
];
var WRAPPERS = {
  env: {
    bool: ["-i", "--ignore-environment", "-0", "--null", "-v", "--debug", "-"],
    valued: ["-u", "--unset", "-C", "--chdir"],
    chdir: ["-C", "--chdir"],
    assignments: true,
    refuse: {
      "-S": "env -S splits a string into a command",
      "--split-string": "env -S splits a string into a command"
    }
  },
  nice: { valued: ["-n", "--adjustment"] },
  timeout: {
    bool: ["-v", "--verbose", "--preserve-status", "--foreground"],
    valued: ["-s", "--signal", "-k", "--kill-after"],
    positionals: 1
  },
  nohup: {},
  command: { bool: ["-p", "-v", "-V"] },
  builtin: {},
  exec: { bool: ["-c", "-l"], valued: ["-a"] },
  sudo: {
    bool: [
      "-A",
      "-b",
      "-E",
      "-H",
      "-i",
      "-K",
      "-k",
      "-n",
      "-P",
      "-S",
      "-s",
      "--login",
      "--shell",
      "--preserve-env"
    ],
    valued: [...SUDO_VALUED, ...SUDO_MORE],
    chdir: ["-D", "--chdir"],
    assignments: true,
    refuse: { "-e": "sudo -e edits files as another user", "--edit": "sudo -e edits files as another user" },
    privileged: true
  },
  doas: { bool: ["-n", "-s"], valued: ["-u", "-C"], privileged: true },
  time: {
    bool: ["-p", "-a", "-v", "--portability", "--append", "--verbose"],
    valued: ["-f", "--format", "-o", "--output"],
    writes: ["-o", "--output"]
  },
  stdbuf: { valued: ["-i", "-o", "-e", "--input", "--output", "--error"] },
  setsid: { bool: ["-c", "-f", "-w", "--ctty", "--fork", "--wait"] },
  xargs: {
    bool: [
      "-0",
      "--null",
      "-r",
      "--no-run-if-empty",
      "-t",
      "--verbose",
      "-p",
      "--interactive",
      "-x",
      "--exit",
      "-o",
      "--open-tty"
    ],
    valued: [
      "-a",
      "--arg-file",
      "-d",
      "--delimiter",
      "-E",
      "-I",
      "-L",
      "--max-lines",
      "-n",
      "--max-args",
      "-P",
      "--max-procs",
      "-s",
      "--max-chars",
      "--process-slot-var"
    ],
    attached: ["-i", "-e", "-l"],
    reads: ["-a", "--arg-file"],
    appendsArgs: true,
    defaultCommand: "echo"
  }
};
var isWrapper = (name2) => Object.hasOwn(WRAPPERS, name2);
function unwrap(argv, dynamic) {
  const name2 = argv[0] ?? "";
  const spec = WRAPPERS[name2] ?? {};
  const result = {
    inner: argv.length,
    assignments: [],
    writes: [],
    reads: [],
    chdir: [],
    appendsArgs: spec.appendsArgs === true,
    privileged: spec.privileged === true
  };
  const fail = (problem) => ({ ...result, problem });
  let i2 = 1;
  for (; i2 < argv.length; i2++) {
    const word = argv[i2] ?? "";
    if (dynamic[i2] && word.startsWith("-")) return fail(`a dynamic option to ${name2} (${word})`);
    if (word === "--") {
      i2++;
      break;
    }
    if (!word.startsWith("-") || word === "-") break;
    const [option = word, attachedValue] = word.startsWith("--") ? splitLong(word) : [word.slice(0, 2), word.slice(2) || void 0];
    const refusal2 = spec.refuse?.[option];
    if (refusal2) return fail(refusal2);
    if (spec.valued?.includes(option)) {
      const value = attachedValue ?? argv[++i2];
      if (name2 === "xargs" && option === "-I" && value !== void 0) result.replace = value;
      if (value === void 0) return fail(`${name2} ${option} without its value`);
      const files = [...spec.writes ?? [], ...spec.reads ?? [], ...spec.chdir ?? []];
      if (dynamic[i2] && files.includes(option))
        return fail(`${name2} ${option} with a value only known at run time (${value})`);
      if (spec.writes?.includes(option)) result.writes.push(value);
      if (spec.reads?.includes(option)) result.reads.push(value);
      if (spec.chdir?.includes(option)) result.chdir.push(value);
      continue;
    }
    if (spec.attached?.includes(option)) {
      if (name2 === "xargs" && option === "-i") result.replace = word.slice(2) || "{}";
      continue;
    }
    if (name2 === "nice" && /^-\d+$/.test(word)) continue;
    if (!shortFlagsKnown(word, spec.bool ?? []))
      return fail(`an option ${name2} is not known to take: ${word}`);
  }
  i2 += Math.min(spec.positionals ?? 0, argv.length - i2);
  while (spec.assignments && i2 < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i2] ?? "")) {
    result.assignments.push((argv[i2] ?? "").split("=")[0] ?? "");
    i2++;
  }
  return { ...result, inner: i2, ...spec.defaultCommand ? { defaultCommand: spec.defaultCommand } : {} };
}
function splitLong(word) {
  const eq = word.indexOf("=");
  return eq < 0 ? [word, void 0] : [word.slice(0, eq), word.slice(eq + 1)];
}
function shortFlagsKnown(word, bool) {
  if (bool.includes(word.split("=")[0] ?? word)) return true;
  if (word.startsWith("--")) return false;
  return [...word.slice(1)].every((c) => bool.includes(`-${c}`));
}

// src/policy/shell/walk.ts
var MAX_NESTING = 8;
var MAX_DIRECTORIES = 16;
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash"]);
var HARMLESS_TARGETS = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty"]);
var HARMLESS_SOURCES = /* @__PURE__ */ new Set(["/dev/null", "/dev/zero", "/dev/urandom", "/dev/random", "/dev/stdin"]);
var WRITE_OPERATORS = /* @__PURE__ */ new Set([">", ">>", "&>", "&>>", ">|"]);
var FIND_EXEC2 = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
var STRUCTURAL = /* @__PURE__ */ new Set([
  "program",
  "list",
  "pipeline",
  "redirected_statement",
  "negated_command",
  "if_statement",
  "elif_clause",
  "else_clause",
  "while_statement",
  "do_group",
  "case_statement",
  "case_item",
  "variable_assignments",
  "herestring_redirect",
  "string",
  "concatenation",
  "brace_expression"
]);
var LEAVES = /* @__PURE__ */ new Set([
  "comment",
  "word",
  "number",
  "raw_string",
  "ansi_c_string",
  "string_content",
  "heredoc_start",
  "heredoc_end",
  "heredoc_content",
  "file_descriptor",
  "variable_name",
  "special_variable_name",
  "extglob_pattern",
  "regex"
]);
var TEST_NODES = /* @__PURE__ */ new Set(["binary_expression", "unary_expression", "parenthesized_expression"]);
var TEST_PUNCTUATION = /* @__PURE__ */ new Set(["(", ")", "!", "&&", "||"]);
var SHELL_OPTION_NAMES = /* @__PURE__ */ new Set(["errexit", "nounset", "xtrace", "verbose", "pipefail", "noglob"]);
var SHELL_STARTUP = "a login or interactive shell, or a shell option, runs startup files or changes parsing out of the analyzer\u2019s sight; use bash -c (or -ec, -xc)";
var Walker = class {
  constructor(parse) {
    this.parse = parse;
  }
  parse;
  result = {
    commands: [],
    writes: [],
    reads: [],
    readTrees: [],
    editTrees: [],
    globs: [],
    variables: [],
    problems: []
  };
  /** While emitting a `find -exec` command: find's starting points, which `{}` stands for. */
  #findRoots;
  /**
   * Every directory the shell may be in at this point. A `cd` behind `&&` or `||` may or may not
   * run, so paths are checked from each directory seen rather than from a guess.
   */
  #dirs = ["."];
  #depth = 0;
  source(text) {
    if (this.#depth >= MAX_NESTING)
      return this.#problem(`commands nested more than ${MAX_NESTING} levels deep`);
    this.#depth++;
    this.parse(text, (root) => {
      const error = firstError(root);
      if (error) return this.#problem(describeError(error));
      if (this.#check(continuationProblem(root, text))) return;
      this.#visit(root);
    });
    this.#depth--;
  }
  #problem(what) {
    this.result.problems.push(what);
  }
  #visit(node) {
    if (STRUCTURAL.has(node.type)) return this.#children(node);
    if (LEAVES.has(node.type)) return;
    switch (node.type) {
      case "command":
        return this.#command(node);
      case "declaration_command":
      case "unset_command":
        return this.#declaration(node);
      case "variable_assignment":
        return this.#assignment(node);
      case "file_redirect":
        return this.#redirect(node);
      case "heredoc_redirect":
        return this.#heredoc(node);
      case "for_statement":
        return this.#forLoop(node);
      case "compound_statement":
        if (node.child(0)?.type === "((") return void this.#check(arithmeticProblem(node));
        return this.#children(node);
      case "arithmetic_expansion":
        return void this.#check(arithmeticProblem(node));
      case "test_command":
        return this.#test(node, node.child(0)?.type === "[[");
      case "expansion":
        this.#variable(node);
        return void this.#check(expansionProblem(node));
      case "simple_expansion":
        return this.#variable(node);
      case "command_substitution":
        if (this.#check(backtickProblem(node))) return;
        return this.#scoped(node);
      case "subshell":
      case "process_substitution":
        return this.#scoped(node);
      case "$":
        return this.#problem(
          `a locale-translated string ($"..."): its text comes from a message catalog at run time; drop the $`
        );
      case "subscript":
        return void this.#check(subscriptProblem(node, false));
      case "function_definition":
        return this.#problem(
          `a function definition (${snippet(node.text)}): it can redefine any command; run the commands directly`
        );
      default:
        return this.#problem(
          `${node.type.replace(/_/g, " ")} (${snippet(node.text)}), a construct the analyzer does not understand; write plain commands`
        );
    }
  }
  #children(node) {
    for (const child of node.namedChildren) if (child) this.#visit(child);
  }
  /** Records a problem if there is one; true when there was. */
  #check(problem) {
    if (problem) this.#problem(problem);
    return problem !== void 0;
  }
  /** `[ ]` and `[[ ]]`: every operator must be one the analyzer knows evaluates nothing. */
  #test(node, doubleBracket) {
    const visit = (n) => {
      if (n.type === "test_operator") return void this.#check(testOperatorProblem(n, doubleBracket));
      if (TEST_NODES.has(n.type)) {
        for (const child of n.children)
          if (child && !child.isNamed && !TEST_PUNCTUATION.has(child.type))
            this.#check(testOperatorProblem(child, doubleBracket));
        for (const child of n.namedChildren) if (child) visit(child);
        return;
      }
      this.#visit(n);
    };
    for (const child of node.namedChildren) if (child) visit(child);
  }
  /**
   * An unquoted here-doc body is expanded like a double-quoted string. The grammar's own reading
   * of the body misses some substitutions (backticks, `<<-` bodies), so the body is parsed again
   * as the string bash treats it as.
   */
  #heredoc(node) {
    for (const child of node.namedChildren) if (child && child.type !== "heredoc_body") this.#visit(child);
    const start2 = node.namedChildren.find((c) => c?.type === "heredoc_start");
    const body2 = node.namedChildren.find((c) => c?.type === "heredoc_body");
    if (!body2 || /['"\\]/.test(start2?.text ?? "")) return;
    const quoted = body2.text.replace(/(\\*)"/g, (m, bs) => bs.length % 2 ? m : `${bs}\\"`);
    this.parse(`"${quoted}"`, (root) => {
      const string = root.namedChild(0)?.namedChild(0)?.namedChild(0);
      if (firstError(root) || string?.type !== "string")
        return this.#problem(
          `a here-doc body the analyzer cannot read (${snippet(body2.text)}); quote its delimiter`
        );
      if (this.#check(continuationProblem(root, root.text))) return;
      this.#visit(string);
    });
  }
  /** `for NAME in WORDS`: the loop assigns NAME. */
  #forLoop(node) {
    const name2 = node.childForFieldName("variable")?.text ?? "";
    if (isRiskyVariable(name2)) this.#assignmentRefused(name2);
    this.#children(node);
  }
  #scoped(node) {
    const saved = this.#dirs;
    for (const child of node.namedChildren) if (child) this.#visit(child);
    this.#dirs = saved;
  }
  #variable(node) {
    const name2 = node.namedChildren.find(
      (c) => c?.type === "variable_name" || c?.type === "special_variable_name"
    );
    if (name2) this.result.variables.push(name2.text);
  }
  #assignment(node) {
    const target = node.childForFieldName("name");
    const name2 = target?.type === "subscript" ? target.namedChild(0)?.text ?? "" : target?.text ?? "";
    if (isRiskyVariable(name2)) this.#assignmentRefused(name2);
    if (target?.type === "subscript") this.#check(subscriptProblem(target, false));
    const value = node.childForFieldName("value");
    if (value?.type !== "array") return void (value && this.#visit(value));
    for (const element of value.namedChildren) {
      if (element?.text.startsWith("["))
        return this.#problem(
          `an array element with an index (${snippet(element.text)}): bash evaluates it as arithmetic; list the elements without indexes`
        );
      if (element) this.#visit(element);
    }
  }
  /**
   * `export`, `declare`, `local`, `readonly`, `typeset`, `unset`. Options that give a variable
   * arithmetic evaluation (`-i`), make it a reference to another (`-n`), an array or a function
   * are refused: later expansions would not mean what they look like.
   */
  #declaration(node) {
    const keyword = node.child(0)?.text ?? node.type;
    const words = node.namedChildren.filter((c) => c !== null);
    const allowed = keyword === "unset" ? /^-[vf]+$/ : /^[-+][xrgp]+$/;
    for (const word of words) {
      if (word.type === "variable_assignment") this.#visit(word);
      else if (word.type === "word" && word.text.startsWith("-")) {
        if (!allowed.test(word.text))
          this.#problem(
            `${keyword} ${word.text}: the analyzer only follows plain variables (options -x, -r, -g, -p); assign with NAME=value`
          );
      } else if (word.type === "variable_name" || word.type === "word") {
        if (keyword !== "unset" && isRiskyVariable(word.text)) this.#assignmentRefused(word.text);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(word.text))
          this.#problem(`${keyword} ${word.text}: not a plain variable name; use NAME or NAME=value`);
      } else {
        this.#problem(
          `${keyword} with ${snippet(word.text)}, a word only known at run time; use NAME=value with a literal name`
        );
      }
    }
    this.result.commands.push({
      argv: [keyword, ...words.map((w) => w.text)],
      text: node.text,
      dynamic: [false, ...words.map(() => false)]
    });
  }
  #assignmentRefused(name2) {
    this.#problem(`an assignment to ${name2}, which can change what a command runs`);
  }
  #command(node) {
    const nameNode = node.childForFieldName("name")?.namedChild(0) ?? null;
    const args2 = node.childrenForFieldName("argument");
    for (const child of node.namedChildren) {
      if (child && child.type !== "command_name" && !args2.some((a) => a.equals(child))) this.#visit(child);
    }
    if (!nameNode) return;
    const words = [nameNode, ...args2];
    for (const word of words) this.#visit(word);
    const values = words.map(wordValue);
    const head = values[0];
    if (head?.dynamic) {
      return this.#problem(
        `${head.construct ?? head.value} in command position: the analyzer cannot know what runs`
      );
    }
    this.#emit(
      values.map((v) => v.value),
      values.map((v) => v.dynamic),
      words.map((w) => w.text),
      node.text
    );
  }
  #emit(argv, dynamic, sources, text) {
    const name2 = argv[0] ?? "";
    if (dynamic[0])
      return this.#problem(`${sources[0] ?? name2} in command position: the analyzer cannot know what runs`);
    if (isWrapper(name2)) return this.#wrapper(argv, dynamic, sources, text);
    if (name2 === "cd" || name2 === "pushd") return this.#cd(argv, dynamic, sources);
    if (name2 === "popd") return this.#problem("popd: the directory stack is not tracked");
    if (SHELLS.has(name2) && this.#shellScript(argv, dynamic, sources, text)) return;
    if (name2 === "eval") return this.#eval(argv, dynamic, sources, text);
    if (this.#check(builtinProblem(argv, dynamic))) return;
    this.result.commands.push({ argv, text, dynamic });
    if (name2 === "find") this.#findExec(argv, dynamic, sources);
    const guarded = guardedOptions(argv, dynamic);
    if (guarded) {
      for (const problem of guarded.problems) this.#problem(problem);
      for (const file of guarded.reads) this.#read(file);
      for (const file of guarded.writes) this.#write(file);
    }
    const operands2 = fileOperands(argv, sources, dynamic);
    if (!operands2) return;
    for (const problem of operands2.problems) this.#problem(problem);
    for (const file of operands2.reads) this.#read(file);
    for (const file of operands2.writes) this.#write(file);
    for (const dir of operands2.readTrees) this.#tree(this.result.readTrees, dir);
    for (const dir of operands2.editTrees) this.#tree(this.result.editTrees, dir);
    for (const dir of operands2.globs) this.#tree(this.result.globs, dir);
    for (const { source, kind } of operands2.unknown) {
      if (kind === "read" && this.#findRoots && source.includes("{}"))
        for (const root of this.#findRoots) this.#tree(this.result.readTrees, root);
      else
        this.#problem(
          `a file operand of ${name2} the analyzer cannot pin down (${source}); name the files literally`
        );
    }
  }
  #wrapper(argv, dynamic, sources, text) {
    const unwrapped = unwrap(argv, dynamic);
    if (unwrapped.problem) return this.#problem(unwrapped.problem);
    for (const name2 of unwrapped.assignments) if (isRiskyVariable(name2)) this.#assignmentRefused(name2);
    for (const file of unwrapped.writes) this.#write(file);
    for (const file of unwrapped.reads) this.#read(file);
    const given = unwrapped.inner < argv.length;
    if (!given && !unwrapped.defaultCommand) {
      this.result.commands.push({ argv, text, dynamic });
      return;
    }
    this.result.commands.push({ argv, text, dynamic, ...unwrapped.privileged ? {} : { wrapper: true } });
    const inner = given ? argv.slice(unwrapped.inner) : [unwrapped.defaultCommand ?? ""];
    const innerDynamic = given ? dynamic.slice(unwrapped.inner) : [false];
    const innerSources = given ? sources.slice(unwrapped.inner) : inner;
    if (unwrapped.replace !== void 0) {
      const marker = unwrapped.replace;
      inner.forEach((word, k) => {
        if (!word.includes(marker)) return;
        innerDynamic[k] = true;
        innerSources[k] = `<input in ${word}>`;
      });
    } else if (unwrapped.appendsArgs) {
      inner.push("<input>");
      innerDynamic.push(true);
      innerSources.push("<input>");
    }
    const saved = this.#dirs;
    for (const dir of unwrapped.chdir) {
      this.#read(dir);
      this.#dirs = this.#dirs.map((d) => join2(d, dir));
    }
    this.#emit(inner, innerDynamic, innerSources, text);
    this.#dirs = saved;
  }
  /**
   * `bash -c SCRIPT`: the script is analyzed like the outer command. Login and interactive shells
   * first run startup files (`/etc/profile`, `~/.bashrc`), and `-O` changes how bash parses, so
   * those options are refused.
   */
  #shellScript(argv, dynamic, sources, text) {
    const name2 = argv[0] ?? "sh";
    let hasC = false;
    for (let i2 = 1; i2 < argv.length; i2++) {
      const word = argv[i2] ?? "";
      if (word === "--" || word === "-") continue;
      if (/^[-+]o$/.test(word)) {
        const option = argv[++i2] ?? "";
        if (!SHELL_OPTION_NAMES.has(option)) this.#problem(`${name2} -o ${option}: ${SHELL_STARTUP}`);
        continue;
      }
      if (/^(--(login|rcfile|init-file|debugger)|[-+][a-zA-Z]*[liO][a-zA-Z]*)$/.test(word)) {
        this.#problem(`${name2} ${word}: ${SHELL_STARTUP}`);
        return true;
      }
      if (/^[-+][a-zA-Z]+$/.test(word)) {
        if (word.startsWith("-") && word.includes("c")) hasC = true;
        continue;
      }
      if (word.startsWith("--")) continue;
      if (!hasC) return false;
      this.result.commands.push({ argv, text, dynamic, wrapper: true });
      if (dynamic[i2])
        this.#problem(`${name2} -c with a script only known at run time (${sources[i2] ?? word})`);
      else this.source(word);
      return true;
    }
    return false;
  }
  #eval(argv, dynamic, sources, text) {
    this.result.commands.push({ argv, text, dynamic, wrapper: true });
    const unknown = dynamic.findIndex((d, i2) => i2 > 0 && d);
    if (unknown > 0)
      return this.#problem(`eval of a string only known at run time (${sources[unknown] ?? ""})`);
    this.source(argv.slice(1).join(" "));
  }
  /** `find ... -exec CMD ... ;`: CMD runs once per file, with `{}` replaced by its name. */
  #findExec(argv, dynamic, sources) {
    const { first, end: last } = findStartingPoints(argv);
    const roots = first < last ? argv.slice(first, last) : ["."];
    for (let i2 = 1; i2 < argv.length; i2++) {
      const action = argv[i2] ?? "";
      if (!FIND_EXEC2.has(action)) continue;
      if (action.endsWith("dir"))
        return this.#problem(
          `find ${action}: its command runs in every directory under the starting points, so the analyzer cannot resolve its paths; use -exec`
        );
      const end = argv.findIndex((w, j) => j > i2 && (w === ";" || w === "+") && !dynamic[j]);
      if (end < 0) return this.#problem(`find ${action} without its terminating ; or +`);
      if (end === i2 + 1) return this.#problem(`find ${action} without a command`);
      const inner = argv.slice(i2 + 1, end);
      const innerDynamic = dynamic.slice(i2 + 1, end).map((d, k) => d || (inner[k] ?? "").includes("{}"));
      this.#findRoots = roots;
      this.#emit(inner, innerDynamic, sources.slice(i2 + 1, end), inner.join(" "));
      this.#findRoots = void 0;
      i2 = end;
    }
  }
  #cd(argv, dynamic, sources) {
    const index = argv.findIndex((w, i2) => i2 > 0 && !(w.startsWith("-") && w.length > 1));
    const target = index < 0 ? "~" : argv[index] ?? "~";
    if (index > 0 && dynamic[index])
      return this.#problem(`cd to a directory only known at run time (${sources[index] ?? ""})`);
    if (target === "-") return this.#problem("cd - (the previous directory is not tracked)");
    this.#read(target);
    const next = /* @__PURE__ */ new Set([...this.#dirs, ...this.#dirs.map((d) => join2(d, target))]);
    if (next.size > MAX_DIRECTORIES)
      return this.#problem(`more than ${MAX_DIRECTORIES} possible working directories`);
    this.#dirs = [...next];
  }
  #redirect(node) {
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? "";
    const destination = node.childForFieldName("destination");
    for (const child of node.namedChildren) if (child) this.#visit(child);
    if (!destination) return this.#problem(`a redirection without a target (${snippet(node.text)})`);
    const target = wordValue(destination);
    if ((operator === ">&" || operator === "<&") && /^(\d+|-)$/.test(target.value)) return;
    const writes = WRITE_OPERATORS.has(operator) || operator === ">&";
    if (!writes && operator !== "<")
      return this.#problem(`the redirection operator ${operator} (${snippet(node.text)})`);
    if (target.dynamic)
      return this.#problem(`a redirection to a target only known at run time (${destination.text})`);
    if (writes) this.#write(target.value);
    else this.#read(target.value);
  }
  #write(file) {
    if (HARMLESS_TARGETS.has(file) || /^\/dev\/fd\/\d+$/.test(file)) return;
    for (const dir of this.#dirs) this.result.writes.push(join2(dir, file));
  }
  #read(file) {
    if (HARMLESS_SOURCES.has(file)) return;
    for (const dir of this.#dirs) this.result.reads.push(join2(dir, file));
  }
  #tree(list, file) {
    for (const dir of this.#dirs) list.push(join2(dir, file));
  }
};
function join2(dir, file) {
  if (file.startsWith("/") || file === "~" || file.startsWith("~/")) return file;
  return path2.posix.join(dir, file);
}
function firstError(node) {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return void 0;
  for (const child of node.children) {
    const found = child ? firstError(child) : void 0;
    if (found) return found;
  }
  return void 0;
}
function describeError(node) {
  const where = `line ${node.startPosition.row + 1}, column ${node.startPosition.column + 1}`;
  if (node.isMissing) return `a syntax error: missing "${node.type}" at ${where}`;
  return `a syntax error at ${where} near "${snippet(node.text)}"`;
}

// src/policy/shell/analyzer.ts
var loading;
function createShellAnalyzer() {
  loading ??= load().catch((err2) => {
    loading = void 0;
    throw err2;
  });
  return loading;
}
async function load() {
  const runtime = need("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm");
  await Parser.init({ locateFile: () => runtime });
  const grammar = await Language.load(
    readFileSync(need("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"))
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  return {
    analyze(command) {
      const walker = new Walker((source, use) => {
        const tree = parser.parse(source);
        if (!tree) throw new Error("tree-sitter returned no tree");
        try {
          use(tree.rootNode);
        } finally {
          tree.delete();
        }
      });
      try {
        walker.source(command);
      } catch (err2) {
        if (!(err2 instanceof RangeError)) throw err2;
        walker.result.problems.push("a command nested too deeply to analyze");
      }
      return walker.result;
    }
  };
}
function need(file, specifier) {
  const found = locateAsset(file, specifier);
  if (!found) throw new Error(`cannot find ${file} (looked beside the program and in node_modules)`);
  return found;
}

// src/policy/protected-paths.ts
function protectedPaths(policy, run2) {
  return {
    entries: [
      ...run2 ? [{ path: run2.outDir, label: "the run output directory" }] : [],
      ...run2?.taskFile ? [{ path: realpathDeep(run2.taskFile), label: "the task file of this run" }] : [],
      ...policy.files.map((file, i2) => ({
        path: realpathDeep(file.path),
        label: i2 === 0 ? "the policy file in use" : "a policy file the policy in use extends"
      }))
    ]
  };
}

// src/policy/decide-command.ts
import path4 from "node:path";

// src/policy/decide-path.ts
function pathPart(kind, given, resolved, policy, via = "") {
  const what = `${kind} of ${quote(given)}${via}`;
  if (!resolved.inside) {
    return {
      verdict: "deny",
      rule: "invariant:outside-workspace",
      reason: `${what}: it resolves to ${resolved.abs}, outside the workspace`,
      invariant: true
    };
  }
  if (kind === "edit" && resolved.rel === ".") {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: the workspace root holds .git and is never written as a whole`,
      invariant: true
    };
  }
  if (kind === "edit" && resolved.protected) {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: ${resolved.protected} is never written by tools`,
      invariant: true
    };
  }
  const match2 = bestGlob(resolved.rel, policy[kind]);
  if (!match2)
    return {
      verdict: "deny",
      rule: `${kind}.default`,
      reason: `${what}: no ${kind}.allow rule matches ${quote(resolved.rel)}`
    };
  const rule = `${kind}.${match2.list}[${match2.index}]`;
  return {
    verdict: match2.list,
    rule,
    reason: `${what}: ${quote(resolved.rel)} matches ${rule} ${quote(match2.pattern)}`
  };
}

// src/policy/decide-tree.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { readdirSync } from "node:fs";
import path3 from "node:path";
var MAX_ENTRIES = 2e5;
function treePart(kind, given, root, policy, via, resolve, glob) {
  if (!root.inside) return void 0;
  const allowed = allowedBy(policy[kind]);
  const matches = glob === void 0 ? () => true : (0, import_picomatch.default)(glob, { dot: false });
  const what = glob ? `read of ${quote(path3.posix.join(given, glob))}${via}` : `${kind} of everything under ${quote(given)}${via}`;
  let seen = 0;
  const stack = [""];
  while (stack.length > 0) {
    const sub = stack.pop() ?? "";
    let entries;
    try {
      entries = readdirSync(path3.join(root.abs, sub), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!matches(entry.name)) continue;
      if (++seen > MAX_ENTRIES)
        return {
          verdict: "deny",
          rule: "invariant:unanalyzable-command",
          reason: `${what}: more than ${MAX_ENTRIES} entries to check; name a smaller directory`,
          invariant: true
        };
      const inner = path3.posix.join(sub, entry.name);
      const rel = path3.posix.join(root.rel, inner);
      const refused = refusal(kind, rel, entry, allowed, resolve, glob !== void 0);
      if (refused) return explain(refused, kind, rel, what, policy);
      if (entry.isDirectory() && glob === void 0) stack.push(inner);
    }
  }
  return void 0;
}
function refusal(kind, rel, entry, allowed, resolve, followsLinks) {
  if (followsLinks && entry.isSymbolicLink() || kind === "edit") {
    const resolved = resolve(rel);
    if (!resolved.inside)
      return {
        rule: "invariant:outside-workspace",
        why: `it resolves to ${resolved.abs}, outside the workspace`
      };
    if (kind === "edit" && resolved.protected)
      return { rule: "invariant:protected-path", why: `${resolved.protected} is never written by tools` };
  }
  return allowed(rel) ? void 0 : "rule";
}
function explain(refused, kind, rel, what, policy) {
  const instead = "name the files to touch, or a directory that holds no such file";
  if (refused !== "rule")
    return {
      verdict: "deny",
      rule: refused.rule,
      reason: `${what}: it holds ${quote(rel)}; ${refused.why}; ${instead}`,
      invariant: true
    };
  const match2 = bestGlob(rel, policy[kind]);
  const rule = match2 ? `${kind}.${match2.list}[${match2.index}]` : `${kind}.default`;
  const because = match2 ? `${rule} ${quote(match2.pattern)} denies it` : `no ${kind}.allow rule matches it`;
  return { verdict: "deny", rule, reason: `${what}: it holds ${quote(rel)}, and ${because}; ${instead}` };
}

// src/policy/match-command.ts
var splitRule = (rule) => rule.trim().split(/\s+/).filter(Boolean);
function wordMatches(ruleWord, word, dynamic, list) {
  if (dynamic) return list === "deny";
  return word === ruleWord || ruleWord.startsWith("-") && word.startsWith(`${ruleWord}=`);
}
function ruleMatches(rule, command, list) {
  const words = splitRule(rule);
  const [program, ...rest] = words;
  const name2 = command.argv[0] ?? "";
  if (program === void 0) return false;
  if (name2 !== program && !(list === "deny" && name2.split("/").pop() === program)) return false;
  if (list === "allow") {
    return rest.every(
      (w, k) => k + 1 < command.argv.length && wordMatches(w, command.argv[k + 1] ?? "", command.dynamic[k + 1] ?? false, list)
    );
  }
  let at = 1;
  for (const w of rest) {
    while (at < command.argv.length && !wordMatches(w, command.argv[at] ?? "", command.dynamic[at] ?? false, list))
      at++;
    if (at >= command.argv.length) return false;
    at++;
  }
  return true;
}
function bestCommandRule(command, rules) {
  let best;
  const consider = (list, rule, index) => {
    if (!ruleMatches(rule, command, list)) return;
    const words = splitRule(rule).length;
    if (!best || words > best.words || words === best.words && list === "deny" && best.list === "allow") {
      best = { list, index, rule, words };
    }
  };
  rules.deny.forEach((rule, i2) => consider("deny", rule, i2));
  if (!command.wrapper) rules.allow.forEach((rule, i2) => consider("allow", rule, i2));
  return best;
}

// src/policy/decide-command.ts
function commandParts(command, cwd, policy, ctx) {
  const analysis = ctx.analyzer.analyze(command);
  const parts2 = analysis.problems.map((problem) => ({
    verdict: "deny",
    rule: "invariant:unanalyzable-command",
    reason: `cannot analyze ${quote(command)}: ${problem}`,
    invariant: true
  }));
  for (const name2 of new Set(analysis.variables.filter(looksLikeSecretName))) {
    parts2.push({
      verdict: "deny",
      rule: "invariant:secret-variable",
      reason: `${quote(command)} expands $${name2}, a secret`,
      invariant: true
    });
  }
  const via = ` (in ${quote(command)})`;
  if (cwd !== void 0)
    parts2.push(filePart("read", cwd, void 0, " (the command directory)", policy, ctx));
  for (const [kind, files] of [
    ["read", analysis.reads],
    ["edit", analysis.writes]
  ]) {
    for (const file of new Set(files)) parts2.push(filePart(kind, file, cwd, via, policy, ctx));
  }
  for (const [kind, trees] of [
    ["read", analysis.readTrees],
    ["edit", analysis.editTrees]
  ]) {
    for (const tree of new Set(trees)) parts2.push(...treeParts(kind, tree, void 0, cwd, via, policy, ctx));
  }
  for (const glob of new Set(analysis.globs))
    parts2.push(
      ...treeParts("read", path4.posix.dirname(glob), path4.posix.basename(glob), cwd, via, policy, ctx)
    );
  for (const simple of analysis.commands) {
    const match2 = bestCommandRule(simple, policy.command);
    const text = quote(simple.argv.join(" "));
    if (match2) {
      const rule = `command.${match2.list}[${match2.index}]`;
      parts2.push({ verdict: match2.list, rule, reason: `${text} matches ${rule} ${quote(match2.rule)}` });
    } else if (!simple.wrapper) {
      const verdict = policy.command.default;
      parts2.push({
        verdict,
        rule: "command.default",
        reason: `${text} matches no command rule; command.default is ${verdict}`
      });
    }
  }
  if (parts2.length === 0)
    parts2.push({
      verdict: "allow",
      rule: "default",
      reason: `${quote(command)} runs no program and touches no file`
    });
  return parts2;
}
function treeParts(kind, dir, glob, cwd, via, policy, ctx) {
  const own = filePart(kind, dir, cwd, via, policy, ctx);
  if (own.verdict === "deny") return [own];
  const given = absolute(dir, cwd);
  const below = treePart(kind, given, ctx.resolve(given), policy, via, (p) => ctx.resolve(p), glob);
  return below ? [own, below] : [own];
}
var absolute = (file, cwd) => cwd && !file.startsWith("/") && !file.startsWith("~") ? path4.posix.join(cwd, file) : file;
function filePart(kind, file, cwd, via, policy, ctx) {
  const given = absolute(file, cwd);
  try {
    return pathPart(kind, given, ctx.resolve(given), policy, via);
  } catch (err2) {
    return {
      verdict: "deny",
      rule: "invariant:bad-path",
      reason: `${kind} of ${quote(given)}${via}: ${err2.message}`,
      invariant: true
    };
  }
}

// src/policy/decide.ts
function decide(input, policy, ctx) {
  const parts2 = input.access.flatMap((access) => {
    switch (access.kind) {
      case "read":
      case "edit":
        return [pathPart(access.kind, access.path, access, policy)];
      case "command":
        return commandParts(access.command, access.cwd, policy, ctx);
      case "mcp":
        return [mcpPart(access.server, access.tool, policy)];
    }
  });
  const invariant = parts2.find((p) => p.invariant && p.verdict === "deny");
  if (invariant) return finish(invariant, policy);
  const override = Object.hasOwn(policy.tools, input.tool) ? policy.tools[input.tool] : void 0;
  if (override) {
    return finish(
      {
        verdict: override,
        rule: `tools.${input.tool}`,
        reason: `${input.tool} is set to ${override} by tools.${input.tool}`
      },
      policy
    );
  }
  const worst = strictest(parts2);
  if (!worst) return finish(noAccess(input), policy);
  if (worst.verdict !== "allow" || parts2.length === 1) return finish(worst, policy);
  const rules = [...new Set(parts2.map((p) => p.rule))];
  return finish(
    {
      verdict: "allow",
      rule: rules.join(", "),
      reason: `every part is allowed: ${parts2.map((p) => p.reason).join("; ")}`
    },
    policy
  );
}
function noAccess(input) {
  if (input.group === "always" || input.group === "modes" || input.group === "read") {
    return {
      verdict: "allow",
      rule: "default",
      reason: `${input.tool} touches no workspace file, command or MCP server`
    };
  }
  return {
    verdict: "deny",
    rule: "default",
    reason: `${input.tool} (${input.group} group) declares nothing it touches, so it cannot be checked`
  };
}
function finish(part, policy) {
  if (part.verdict !== "ask")
    return { decision: part.verdict, resolved: part.verdict, rule: part.rule, reason: part.reason };
  if (policy.onAsk === "fail") {
    return {
      decision: "ask",
      resolved: "deny",
      rule: part.rule,
      reason: `${part.reason} (ask, and on_ask: fail halts the run)`,
      halt: true
    };
  }
  return {
    decision: "ask",
    resolved: "deny",
    rule: part.rule,
    reason: `${part.reason} (ask, denied: no human is available)`
  };
}

export {
  protectedPaths,
  createShellAnalyzer,
  pathPart,
  decide
};
