import type { Node } from 'web-tree-sitter';

/**
 * How to find one language's definitions in its syntax tree. Node type names come from each
 * grammar's node-types.json; a file's definitions are its top-level `definitions` plus, inside
 * each `containers` node, the definitions one level down (class-level).
 */
export interface LanguageSpec {
  /** The grammar's wasm file: where the build copies it (beside the bundle) and its package path. */
  wasm: { file: string; specifier: string };
  /** Node types recorded as definitions. */
  definitions: ReadonlySet<string>;
  /** Definitions whose body holds class-level definitions (classes, impls, modules). */
  containers: ReadonlySet<string>;
  /** Nodes looked through, not recorded: wrappers (export, decorators, templates) and bodies. */
  through: ReadonlySet<string>;
  /** Further checks for node types that are definitions only sometimes (constants). */
  accept?: Partial<Record<string, (node: Node) => boolean>>;
}

const vscode = (name: string) => ({
  file: `grammars/tree-sitter-${name}.wasm`,
  specifier: `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`,
});

const set = (...types: string[]): ReadonlySet<string> => new Set(types);

/** `const X = …` but not `let`/`var`: the constants of JavaScript and TypeScript. */
const isConst = (node: Node) => node.firstChild?.type === 'const';
/** An assignment to an upper-case name: Python's and Ruby's constants by convention. */
const upperCaseTarget = (node: Node) => {
  const assignment = node.type === 'assignment' ? node : node.firstNamedChild;
  const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : null;
  return !!left && /^[A-Z][A-Z0-9_]*$/.test(left.text);
};

const ecmascript = {
  definitions: set(
    'function_declaration',
    'generator_function_declaration',
    'class_declaration',
    'abstract_class_declaration',
    'method_definition',
    'lexical_declaration',
    'interface_declaration',
    'type_alias_declaration',
    'enum_declaration',
    'internal_module',
    'abstract_method_signature',
  ),
  containers: set('class_declaration', 'abstract_class_declaration', 'internal_module'),
  through: set(
    'export_statement',
    'class_body',
    'statement_block',
    'ambient_declaration',
    'expression_statement',
  ),
  accept: { lexical_declaration: isConst },
};

const c = {
  definitions: set(
    'function_definition',
    'struct_specifier',
    'enum_specifier',
    'union_specifier',
    'type_definition',
  ),
  containers: set(),
  through: set('declaration', 'linkage_specification', 'declaration_list'),
};

const cpp = {
  definitions: set(...c.definitions, 'class_specifier', 'field_declaration', 'alias_declaration'),
  containers: set('class_specifier', 'struct_specifier'),
  // Namespaces are looked through: their classes are top-level, with their members listed.
  through: set(...c.through, 'template_declaration', 'field_declaration_list', 'namespace_definition'),
  // A field is recorded only when it declares a method (not a data member).
  accept: {
    field_declaration: (node: Node) => node.childForFieldName('declarator')?.type === 'function_declarator',
  },
};

/** Languages by file extension (lower case, with the dot). */
export const LANGUAGES: ReadonlyMap<string, LanguageSpec> = (() => {
  const typescript = { wasm: vscode('typescript'), ...ecmascript };
  const byName: Record<string, [LanguageSpec, string[]]> = {
    typescript: [typescript, ['.ts', '.mts', '.cts']],
    tsx: [{ ...typescript, wasm: vscode('tsx') }, ['.tsx']],
    javascript: [{ wasm: vscode('javascript'), ...ecmascript }, ['.js', '.mjs', '.cjs', '.jsx']],
    python: [
      {
        wasm: vscode('python'),
        definitions: set('function_definition', 'class_definition', 'expression_statement'),
        containers: set('class_definition'),
        through: set('decorated_definition', 'block'),
        accept: { expression_statement: upperCaseTarget },
      },
      ['.py', '.pyi'],
    ],
    go: [
      {
        wasm: vscode('go'),
        definitions: set(
          'function_declaration',
          'method_declaration',
          'type_declaration',
          'const_declaration',
        ),
        containers: set(),
        through: set(),
      },
      ['.go'],
    ],
    rust: [
      {
        wasm: vscode('rust'),
        definitions: set(
          'function_item',
          'struct_item',
          'enum_item',
          'union_item',
          'trait_item',
          'impl_item',
          'mod_item',
          'type_item',
          'const_item',
          'static_item',
          'macro_definition',
          'function_signature_item',
        ),
        containers: set('impl_item', 'trait_item', 'mod_item'),
        through: set('declaration_list'),
      },
      ['.rs'],
    ],
    java: [
      {
        wasm: vscode('java'),
        definitions: set(
          'class_declaration',
          'interface_declaration',
          'enum_declaration',
          'record_declaration',
          'annotation_type_declaration',
          'method_declaration',
          'constructor_declaration',
        ),
        containers: set(
          'class_declaration',
          'interface_declaration',
          'enum_declaration',
          'record_declaration',
        ),
        through: set('class_body', 'interface_body', 'enum_body', 'enum_body_declarations'),
      },
      ['.java'],
    ],
    c: [
      { wasm: { file: 'grammars/tree-sitter-c.wasm', specifier: 'tree-sitter-c/tree-sitter-c.wasm' }, ...c },
      ['.c', '.h'],
    ],
    cpp: [{ wasm: vscode('cpp'), ...cpp }, ['.cc', '.cpp', '.cxx', '.hh', '.hpp', '.hxx']],
    csharp: [
      {
        wasm: vscode('c-sharp'),
        definitions: set(
          'class_declaration',
          'interface_declaration',
          'struct_declaration',
          'enum_declaration',
          'record_declaration',
          'delegate_declaration',
          'method_declaration',
          'constructor_declaration',
          'property_declaration',
        ),
        containers: set(
          'class_declaration',
          'interface_declaration',
          'struct_declaration',
          'record_declaration',
        ),
        through: set('namespace_declaration', 'file_scoped_namespace_declaration', 'declaration_list'),
      },
      ['.cs'],
    ],
    ruby: [
      {
        wasm: vscode('ruby'),
        definitions: set('class', 'module', 'method', 'singleton_method', 'assignment'),
        containers: set('class', 'module'),
        through: set('body_statement'),
        accept: { assignment: upperCaseTarget },
      },
      ['.rb'],
    ],
    php: [
      {
        wasm: vscode('php'),
        definitions: set(
          'function_definition',
          'class_declaration',
          'interface_declaration',
          'trait_declaration',
          'enum_declaration',
          'method_declaration',
          'const_declaration',
        ),
        containers: set(
          'class_declaration',
          'interface_declaration',
          'trait_declaration',
          'enum_declaration',
        ),
        through: set(
          'declaration_list',
          'enum_declaration_list',
          'namespace_definition',
          'compound_statement',
        ),
      },
      ['.php'],
    ],
    bash: [
      {
        // The file the shell analyzer already ships beside the bundle.
        wasm: { file: 'tree-sitter-bash.wasm', specifier: 'tree-sitter-bash/tree-sitter-bash.wasm' },
        definitions: set('function_definition'),
        containers: set(),
        through: set(),
      },
      ['.sh', '.bash'],
    ],
  };
  const map = new Map<string, LanguageSpec>();
  for (const [spec, extensions] of Object.values(byName)) for (const ext of extensions) map.set(ext, spec);
  return map;
})();
