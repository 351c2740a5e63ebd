//! Triton kernels from Rust, with no Python interpreter: a kernel file (`import triton`,
//! `@triton.jit` functions, module-level constants, anything else ignored) is parsed here,
//! turned into the message the Python side would send, and compiled and launched through
//! `tm_runtime`. Without the default `compiler` feature the crate links no LLVM and only loads
//! kernels compiled before (`KernelFile::load_cached`). See docs/embedding.md.
//!
//! ```no_run
//! let file = tm_native::KernelFile::open("vector_add.py")?;
//! let kernel = file.compile("add_kernel", "*fp32:16, *fp32:16, *fp32:16, i32, 1024", &tm_native::Options::default())?;
//! # Ok::<(), tm_native::NativeError>(())
//! ```

pub mod pyast;

use rustpython_parser::ast::{self, Expr, Ranged, Stmt};
use serde_json::{json, Map, Value as Json};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

pub use tm_loader::{gpu_driver, Kernel, LaunchArgs};

#[derive(Debug, thiserror::Error)]
pub enum NativeError {
    /// The file cannot be read.
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    /// Python syntax the parser rejects, or a kernel-file form this path does not take.
    #[error("{file}:{line}:{col}: {message}")]
    Source { file: String, line: u32, col: u32, message: String },
    /// A signature or option that does not fit the kernel.
    #[error("{0}")]
    Invalid(String),
    /// What the compiler or runtime reported.
    #[error(transparent)]
    Runtime(#[from] tm_loader::Error),
}

/// How a kernel is compiled: the target (`cpu`, `cuda`, `musa`) and arch, warps, stages.
#[derive(Clone, Debug)]
pub struct Options {
    pub target: String,
    pub arch: Option<u32>,
    pub num_warps: u32,
    pub num_stages: u32,
    /// The kernel cache (None: `TRITON_CACHE_DIR`, else `~/.triton_musa/cache`).
    pub cache_dir: Option<PathBuf>,
}

impl Default for Options {
    fn default() -> Self {
        Options { target: "cpu".into(), arch: None, num_warps: 4, num_stages: 3, cache_dir: None }
    }
}

/// What a module-level name is bound to.
#[derive(Clone, Debug)]
enum Binding {
    /// A module, by its full dotted name.
    Module(String),
    /// A name imported from a triton language module (`from triton.language import arange`).
    LanguageName(String),
    /// A `@triton.jit` function of this file.
    Jit(String),
    /// A constant: (value, type) as the message writes constexprs.
    Constant(Json, &'static str),
    /// Anything else (a computed value, a class): an error if a kernel reads it.
    Other(u32),
}

/// A parsed kernel file.
pub struct KernelFile {
    path: String,
    stem: String,
    converter_src: String,
    functions: HashMap<String, ast::StmtFunctionDef>,
    bindings: HashMap<String, Binding>,
}

fn triton_name(module: &str) -> String {
    // the Python side sends the real package's names
    match module.strip_prefix("triton") {
        Some(rest) if rest.is_empty() || rest.starts_with('.') => format!("triton_musa{rest}"),
        _ => module.to_string(),
    }
}

fn is_triton(module: &str) -> bool {
    module == "triton" || module.starts_with("triton.") || module.starts_with("triton_musa")
}

/// A literal constant expression: its (value, type) in the message's form.
fn literal(e: &Expr) -> Option<(Json, &'static str)> {
    match e {
        Expr::Constant(c) => match &c.value {
            ast::Constant::Int(i) => Some((json!(i.to_string().parse::<i64>().ok()?), "int")),
            ast::Constant::Float(f) => Some((json!(format!("{f:?}")), "float")),
            ast::Constant::Bool(b) => Some((json!(b), "bool")),
            ast::Constant::Str(s) => Some((json!(s), "str")),
            ast::Constant::None => Some((Json::Null, "none")),
            _ => None,
        },
        Expr::UnaryOp(u) if u.op == ast::UnaryOp::USub => match literal(&u.operand)? {
            (v, "int") => Some((json!(-v.as_i64()?), "int")),
            (v, "float") => Some((json!(format!("-{}", v.as_str()?)), "float")),
            _ => None,
        },
        // NAME = tl.constexpr(<literal>)
        Expr::Call(c) if c.args.len() == 1 && c.keywords.is_empty() => match &*c.func {
            Expr::Attribute(a) if a.attr.as_str() == "constexpr" => literal(&c.args[0]),
            Expr::Name(n) if n.id.as_str() == "constexpr" => literal(&c.args[0]),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a decorator is `triton.jit` / `jit` (called or not), as the file spells it.
fn is_jit_decorator(e: &Expr) -> bool {
    let target = match e {
        Expr::Call(c) => &*c.func,
        e => e,
    };
    match target {
        Expr::Attribute(a) => a.attr.as_str() == "jit",
        Expr::Name(n) => n.id.as_str() == "jit",
        _ => false,
    }
}

impl KernelFile {
    pub fn open(path: impl AsRef<Path>) -> Result<KernelFile, NativeError> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path)
            .map_err(|source| NativeError::Io { path: path.display().to_string(), source })?;
        let abs = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        KernelFile::parse(&abs.display().to_string(), &text)
    }

    /// Parses `text` as the file `path` (used in error messages and the kernel's locations).
    pub fn parse(path: &str, text: &str) -> Result<KernelFile, NativeError> {
        let conv = pyast::Converter::new(text);
        let module = rustpython_parser::parse(text, rustpython_parser::Mode::Module, path).map_err(|e| {
            let (line, col) = conv.position(e.offset);
            NativeError::Source {
                file: path.into(),
                line,
                col: col + 1,
                message: format!("invalid syntax: {}", e.error),
            }
        })?;
        let body = match module {
            ast::Mod::Module(m) => m.body,
            _ => vec![],
        };
        let stem =
            Path::new(path).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "kernel".into());
        let mut file = KernelFile {
            path: path.into(),
            stem,
            converter_src: text.into(),
            functions: HashMap::new(),
            bindings: HashMap::new(),
        };
        for stmt in body {
            file.scan(stmt, &conv);
        }
        Ok(file)
    }

    /// Records what a module-level statement binds.
    fn scan(&mut self, stmt: Stmt, conv: &pyast::Converter) {
        let line = conv.position(stmt.start()).0;
        match stmt {
            Stmt::Import(i) => {
                for a in &i.names {
                    let name = a.name.as_str();
                    match &a.asname {
                        Some(alias) => self.bindings.insert(alias.to_string(), Binding::Module(name.into())),
                        // `import a.b` binds `a`
                        None => {
                            let root = name.split('.').next().unwrap_or(name);
                            self.bindings.insert(root.into(), Binding::Module(root.into()))
                        }
                    };
                }
            }
            Stmt::ImportFrom(i) => {
                let module = i.module.as_ref().map(|m| m.to_string()).unwrap_or_default();
                for a in &i.names {
                    let name = a.name.as_str();
                    let bound = a.asname.as_ref().map(|n| n.to_string()).unwrap_or_else(|| name.to_string());
                    let full = format!("{module}.{name}");
                    let b = if is_triton(&module) {
                        let submodule = matches!(
                            name,
                            "language"
                                | "extra"
                                | "libdevice"
                                | "math"
                                | "core"
                                | "standard"
                                | "cuda"
                                | "musa"
                                | "mthreads"
                        );
                        if submodule || module == "triton" && name == "language" {
                            Binding::Module(full)
                        } else if name == "jit"
                            || name == "cdiv"
                            || name == "next_power_of_2"
                            || module.contains("language")
                        {
                            Binding::LanguageName(name.into())
                        } else {
                            Binding::Other(line)
                        }
                    } else {
                        // a name from another package: a module or not, we cannot tell without it
                        Binding::Module(full)
                    };
                    self.bindings.insert(bound, b);
                }
            }
            Stmt::FunctionDef(f) => {
                if f.decorator_list.iter().any(is_jit_decorator) {
                    self.bindings.insert(f.name.to_string(), Binding::Jit(f.name.to_string()));
                    self.functions.insert(f.name.to_string(), f);
                } else {
                    self.bindings.insert(f.name.to_string(), Binding::Other(line));
                }
            }
            Stmt::Assign(a) => {
                let value = literal(&a.value);
                for t in &a.targets {
                    if let Expr::Name(n) = t {
                        let b = match &value {
                            Some((v, ty)) => Binding::Constant(v.clone(), ty),
                            None => Binding::Other(line),
                        };
                        self.bindings.insert(n.id.to_string(), b);
                    }
                }
            }
            Stmt::AnnAssign(a) => {
                if let (Expr::Name(n), Some(v)) = (&*a.target, &a.value) {
                    let b = match literal(v) {
                        Some((v, ty)) => Binding::Constant(v, ty),
                        None => Binding::Other(line),
                    };
                    self.bindings.insert(n.id.to_string(), b);
                }
            }
            Stmt::ClassDef(c) => {
                self.bindings.insert(c.name.to_string(), Binding::Other(line));
            }
            // `if __name__ == "__main__":`, benchmarks, prints: not the kernel's business
            _ => {}
        }
    }

    /// The names of the `@triton.jit` functions in the file.
    pub fn kernels(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.functions.keys().map(|s| s.as_str()).collect();
        v.sort();
        v
    }

    fn key(&self, name: &str) -> String {
        format!("{}.{name}", self.stem)
    }

    /// The message's `functions` object for `kernel` and every @jit function it reaches.
    fn functions_for(&self, kernel: &str) -> Result<Map<String, Json>, NativeError> {
        let conv = pyast::Converter::new(&self.converter_src);
        let mut out = Map::new();
        let mut stack = vec![kernel.to_string()];
        while let Some(name) = stack.pop() {
            if out.contains_key(&self.key(&name)) {
                continue;
            }
            let f = self.functions.get(&name).ok_or_else(|| {
                NativeError::Invalid(format!(
                    "{} has no @triton.jit function named '{name}' (it has: {})",
                    self.path,
                    self.kernels().join(", ")
                ))
            })?;
            let mut fdef = conv.stmt(&Stmt::FunctionDef(f.clone()));
            fdef["decorator_list"] = json!([]);
            let mut globals = Map::new();
            for read in read_names(&fdef) {
                let line = read.1;
                match self.bindings.get(&read.0) {
                    None => {} // a Python builtin (range, min, ...) or undefined: the frontend decides
                    Some(Binding::Module(m)) => {
                        globals.insert(read.0.clone(), json!({"kind": "module", "name": triton_name(m)}));
                    }
                    Some(Binding::LanguageName(n)) => {
                        let entry = match tm_frontend::tile_ir::Scalar::from_name(n) {
                            Some(s) if n.len() > 3 => json!({"kind": "dtype", "name": s.name()}),
                            _ => json!({"kind": "builtin", "name": n}),
                        };
                        globals.insert(read.0.clone(), entry);
                    }
                    Some(Binding::Jit(j)) => {
                        globals.insert(read.0.clone(), json!({"kind": "jit", "key": self.key(j)}));
                        stack.push(j.clone());
                    }
                    Some(Binding::Constant(v, ty)) => {
                        globals.insert(read.0.clone(), json!({"kind": "constexpr", "value": v, "type": ty}));
                    }
                    Some(Binding::Other(def_line)) => {
                        return Err(NativeError::Source {
                            file: self.path.clone(),
                            line,
                            col: 1,
                            message: format!(
                                "@triton.jit function '{name}' reads the global '{}' (defined at line {def_line}), which is not a constant, an import or a @triton.jit function",
                                read.0
                            ),
                        });
                    }
                }
            }
            out.insert(
                self.key(&name),
                json!({"name": name, "file": self.path, "ast": fdef, "globals": Json::Object(globals)}),
            );
        }
        Ok(out)
    }

    /// The compile message for `kernel` specialised by `signature`, without compiling it: one
    /// entry per parameter, a type (`*fp32`, `i32`, `fp32`, ...) with an optional `:16` (a
    /// multiple of 16, or a 16-byte aligned pointer) or `:1` (an integer argument that is 1, as
    /// the JIT specialises it; it stays a parameter), or a constexpr's value (`1024`, `0.5`, `True`).
    pub fn message(&self, kernel: &str, signature: &str, options: &Options) -> Result<String, NativeError> {
        let functions = self.functions_for(kernel)?;
        let f = &self.functions[kernel];
        let params: Vec<String> = f
            .args
            .posonlyargs
            .iter()
            .chain(&f.args.args)
            .chain(&f.args.kwonlyargs)
            .map(|a| a.def.arg.to_string())
            .collect();
        let sig = parse_signature(signature, &params)?;
        let mut m = Map::new();
        m.insert("kernel".into(), json!(self.key(kernel)));
        m.insert("functions".into(), Json::Object(functions));
        m.insert("signature".into(), Json::Array(sig));
        m.insert("options".into(), json!({"num_warps": options.num_warps, "num_stages": options.num_stages}));
        m.insert("target".into(), json!(options.target));
        m.insert("arch".into(), json!(options.arch));
        m.insert("cache_dir".into(), json!(options.cache_dir.as_ref().map(|p| p.display().to_string())));
        Ok(Json::Object(m).to_string())
    }

    /// Compiles `kernel` for `signature` (or takes it from the cache) and loads it.
    #[cfg(feature = "compiler")]
    pub fn compile(&self, kernel: &str, signature: &str, options: &Options) -> Result<Kernel, NativeError> {
        Ok(tm_runtime::compile(&self.message(kernel, signature, options)?)?)
    }

    /// The kernel `compile` made for the same request before (on this machine, into the same
    /// cache), loaded without compiling; None when there is none.
    pub fn load_cached(&self, kernel: &str, signature: &str, options: &Options) -> Result<Option<Kernel>, NativeError> {
        let request = tm_loader::requests::Request::from_message(&self.message(kernel, signature, options)?)?;
        Ok(request.load())
    }
}

/// Names a function reads that it does not bind itself, with the line of the first read.
fn read_names(fdef: &Json) -> Vec<(String, u32)> {
    fn walk(n: &Json, loads: &mut Vec<(String, u32)>, bound: &mut Vec<String>, top: bool) {
        match n {
            Json::Array(v) => v.iter().for_each(|x| walk(x, loads, bound, false)),
            Json::Object(o) => {
                match o.get("_t").and_then(|t| t.as_str()) {
                    Some("Name") => {
                        let id = o["id"].as_str().unwrap_or_default().to_string();
                        if o["ctx"]["_t"] == "Load" {
                            if !loads.iter().any(|(n, _)| *n == id) {
                                loads.push((id, o.get("lineno").and_then(|l| l.as_u64()).unwrap_or(0) as u32));
                            }
                        } else {
                            bound.push(id);
                        }
                    }
                    Some("arg") => bound.push(o["arg"].as_str().unwrap_or_default().to_string()),
                    Some("FunctionDef") if !top => bound.push(o["name"].as_str().unwrap_or_default().to_string()),
                    _ => {}
                }
                for (k, v) in o {
                    if k != "_t" {
                        walk(v, loads, bound, false);
                    }
                }
            }
            _ => {}
        }
    }
    let (mut loads, mut bound) = (vec![], vec![]);
    walk(fdef, &mut loads, &mut bound, true);
    loads.retain(|(n, _)| !bound.contains(n));
    loads
}

/// The message's signature entries from `"*fp32:16, i32, 1024"` (one per parameter).
fn parse_signature(signature: &str, params: &[String]) -> Result<Vec<Json>, NativeError> {
    let entries: Vec<&str> = signature.split(',').map(|s| s.trim()).collect();
    if entries.len() != params.len() {
        return Err(NativeError::Invalid(format!(
            "the signature has {} entries, the kernel has {} parameters ({})",
            entries.len(),
            params.len(),
            params.join(", ")
        )));
    }
    let mut out = vec![];
    for (name, entry) in params.iter().zip(entries) {
        let (ty, hint) = match entry.split_once(':') {
            Some((t, h)) => (t.trim(), Some(h.trim())),
            None => (entry, None),
        };
        let hint = match hint {
            None => None,
            Some("16") => Some(16),
            Some("1") => Some(1),
            Some(h) => {
                return Err(NativeError::Invalid(format!(
                    "parameter '{name}': only the hints 1 and 16 exist, got '{h}'"
                )))
            }
        };
        if let Ok(v) = ty.parse::<i64>() {
            out.push(json!({"name": name, "kind": "constexpr", "value": v, "type": "int"}));
            continue;
        }
        if let Ok(v) = ty.parse::<f64>() {
            out.push(json!({"name": name, "kind": "constexpr", "value": format!("{v:?}"), "type": "float"}));
            continue;
        }
        if ty == "True" || ty == "False" {
            out.push(json!({"name": name, "kind": "constexpr", "value": ty == "True", "type": "bool"}));
            continue;
        }
        let unknown = || NativeError::Invalid(format!("parameter '{name}': unknown type '{ty}' in the signature"));
        if let Some(elem) = ty.strip_prefix('*') {
            let elem = elem.strip_prefix('k').unwrap_or(elem);
            tm_frontend::tile_ir::Scalar::from_name(elem).ok_or_else(unknown)?;
            out.push(json!({"name": name, "kind": "ptr", "dtype": elem, "align16": hint == Some(16)}));
        } else if matches!(ty, "i1" | "u1") {
            out.push(json!({"name": name, "kind": "bool"}));
        } else if matches!(ty, "fp16" | "bf16" | "fp32" | "fp64") {
            out.push(json!({"name": name, "kind": "float", "dtype": if ty == "fp64" { "fp64" } else { "fp32" }}));
        } else {
            tm_frontend::tile_ir::Scalar::from_name(ty).ok_or_else(unknown)?;
            // `:1` as the JIT specialises an argument equal to 1: still a parameter, known to be 1
            out.push(
                json!({"name": name, "kind": "int", "dtype": ty, "div16": hint == Some(16), "one": hint == Some(1)}),
            );
        }
    }
    Ok(out)
}

/// Every module-level binding, for tests: name -> what it is.
#[doc(hidden)]
pub fn describe_bindings(file: &KernelFile) -> BTreeMap<String, String> {
    file.bindings.iter().map(|(k, v)| (k.clone(), format!("{v:?}"))).collect()
}
