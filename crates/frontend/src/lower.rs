//! Python AST (as JSON) -> typed tile IR.
//!
//! Lowering is a symbolic execution of the kernel body: constexprs are Python values folded here,
//! everything else becomes SSA values with Triton's broadcasting and dtype promotion. Called @jit
//! functions are inlined; `static_range` loops are unrolled; `for`/`while`/`if` on runtime values
//! become structured ops with explicit loop-carried values.

use crate::error::CompileError;
use crate::source::{FunctionSource, KernelSource, ParamSpec};
use crate::tile_ir::*;
use serde_json::Value as Json;
use std::collections::{BTreeSet, HashMap, HashSet};

type R<T> = Result<T, CompileError>;

/// A Python-level constant (a `tl.constexpr`).
#[derive(Clone, Debug, PartialEq)]
pub enum Py {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
    None,
}

impl Py {
    fn truthy(&self) -> bool {
        match self {
            Py::Int(i) => *i != 0,
            Py::Float(f) => *f != 0.0,
            Py::Bool(b) => *b,
            Py::Str(s) => !s.is_empty(),
            Py::None => false,
        }
    }
    fn as_f64(&self) -> Option<f64> {
        match self {
            Py::Int(i) => Some(*i as f64),
            Py::Float(f) => Some(*f),
            Py::Bool(b) => Some(*b as i64 as f64),
            _ => None,
        }
    }
    fn as_int(&self) -> Option<i64> {
        match self {
            Py::Int(i) => Some(*i),
            Py::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }
    fn repr(&self) -> String {
        match self {
            Py::Int(i) => i.to_string(),
            Py::Float(f) => format!("{f:?}"),
            Py::Bool(b) => {
                if *b {
                    "True".into()
                } else {
                    "False".into()
                }
            }
            Py::Str(s) => s.clone(),
            Py::None => "None".into(),
        }
    }
}

#[derive(Clone, Debug)]
enum Val {
    Ir(ValueId),
    Py(Py),
    Dtype(DType),
    /// A triton module (`tl`, `tl.math`, `triton`): its attributes are builtins and dtypes.
    Module(String),
    /// Any other module or namespace, by its spelling in the source; Python sends the values the
    /// kernel reads from it under their dotted names.
    UserModule(String),
    Builtin(String),
    PyBuiltin(String),
    Jit(String),
    /// A Python `triton.constexpr_function`, by its key: called on constexprs, its result comes
    /// from the host (`KernelSource::constexpr_calls`).
    ConstexprFn(String),
    Method(Box<Val>, String),
    Tuple(Vec<Val>),
    /// The type of a constexpr (`x.type`, `tl.core.constexpr_type(x)`): its value.
    ConstexprType(Box<Val>),
    /// A block pointer or tensor descriptor (`blocks.rs`).
    Block(Box<blocks::BlockRef>),
}

struct Scope {
    env: HashMap<String, Val>,
    func: String,
    file: u32,
    /// Runtime loops (`for`, `while`) around the statement being lowered.
    loops: u32,
    /// Names last bound by a plain assignment of a number, which upstream makes a tensor (so
    /// their `.type` is a dtype, not a constexpr type).
    lifted: HashSet<String>,
}

struct Lowerer<'a> {
    src: &'a KernelSource,
    types: Vec<Type>,
    blocks: Vec<Block>,
    files: Vec<String>,
    scopes: Vec<Scope>,
    loc: Loc,
    inline_depth: usize,
    /// Compile device assertions (debug builds).
    debug: bool,
    checks: Vec<CheckSite>,
    /// Pointers that must not be stored through (`p: tl.const` parameters and values made
    /// from them).
    const_ptrs: HashSet<ValueId>,
    /// `tl.dot`'s `input_precision` where the call gives none.
    default_dot_precision: String,
    /// The block pointers the loops being lowered carry, as each loop started (innermost last).
    carried_blocks: Vec<(String, blocks::BlockRef)>,
    hints: HashMap<ValueId, AxisHint>,
}

const PY_BUILTINS: &[&str] = &[
    "range",
    "min",
    "max",
    "len",
    "float",
    "int",
    "bool",
    "str",
    "tuple",
    "print",
    "isinstance",
    "abs",
    "getattr",
    "hasattr",
];

pub fn lower_kernel(src: &KernelSource) -> Result<Function, CompileError> {
    lower_kernel_with(src, false)
}

/// `debug`: device assertions become `Check` ops (without it they compile to nothing, as
/// upstream's do).
pub fn lower_kernel_with(src: &KernelSource, debug: bool) -> Result<Function, CompileError> {
    lower_kernel_opts(src, &LowerOptions { debug, ..Default::default() })
}

/// What a kernel is lowered with besides its source.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// Device assertions become `Check` ops.
    pub debug: bool,
    /// The `input_precision` of `tl.dot` calls that name none (upstream's `TRITON_F32_DEFAULT`);
    /// None: "tf32".
    pub default_dot_input_precision: Option<String>,
}

pub fn lower_kernel_opts(src: &KernelSource, opts: &LowerOptions) -> Result<Function, CompileError> {
    let debug = opts.debug;
    let kernel = src.functions.get(&src.kernel).ok_or_else(|| CompileError {
        file: "<unknown>".into(),
        message: format!("kernel '{}' missing from the message", src.kernel),
        ..Default::default()
    })?;
    let mut l = Lowerer {
        src,
        types: vec![],
        blocks: vec![Block::default()],
        files: vec![kernel.file.clone()],
        scopes: vec![],
        loc: Loc::default(),
        inline_depth: 0,
        debug,
        checks: vec![],
        const_ptrs: HashSet::new(),
        default_dot_precision: opts.default_dot_input_precision.clone().unwrap_or_else(|| "tf32".into()),
        carried_blocks: vec![],
        hints: HashMap::new(),
    };
    let fdef = &kernel.ast;
    l.loc = l.loc_of(fdef, 0);
    let mut env = HashMap::new();
    let mut params = vec![];
    let arg_names: Vec<String> = fdef["args"]["args"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x["arg"].as_str().map(String::from)).collect())
        .unwrap_or_default();
    if arg_names.len() != src.signature.len() {
        return Err(l.err_at(
            fdef,
            &format!("kernel has {} parameters but the launch described {}", arg_names.len(), src.signature.len()),
        ));
    }
    let mut runtime_index = 0;
    for spec in &src.signature {
        let val = l.param_value(spec, &mut runtime_index, &mut params, fdef)?;
        env.insert(spec.name.clone(), val);
    }
    env.insert(flow::RETURNED.to_string(), Val::Py(Py::Bool(false)));
    l.scopes.push(Scope { env, func: src.kernel.clone(), file: 0, loops: 0, lifted: HashSet::new() });
    l.mark_const_params(fdef);
    let body = fdef["body"].as_array().cloned().unwrap_or_default();
    l.stmt_list(&body)?;
    let block = l.blocks.pop().unwrap();
    Ok(Function {
        name: kernel.name.clone(),
        params,
        body: block,
        types: l.types,
        files: l.files,
        checks: l.checks,
        hints: l.hints,
        tensor_reads: Default::default(),
    })
}

fn op_name(n: &Json) -> &str {
    n["_t"].as_str().unwrap_or("")
}

impl<'a> Lowerer<'a> {
    // ---------- plumbing ----------

    fn loc_of(&self, n: &Json, file: u32) -> Loc {
        Loc { file, line: n["lineno"].as_u64().unwrap_or(0) as u32, col: n["col"].as_u64().unwrap_or(0) as u32 }
    }

    /// `tl.device_print(prefix, *values)`: the prefix normalised as upstream's (a leading space
    /// and a trailing ": " when there are values), each value a scalar or tile of numbers or
    /// pointers.
    pub(crate) fn device_print(&mut self, prefix: String, values: Vec<Val>, hex: bool, at: &Json) -> R<()> {
        if !prefix.chars().all(|c| c.is_ascii() && (!c.is_ascii_control() || c == '\n' || c == '\t')) {
            return Err(self.err_at(at, &format!("tl.device_print: the prefix {prefix:?} is not printable ASCII")));
        }
        let mut p = prefix;
        if !values.is_empty() {
            if !p.ends_with(' ') {
                p.push(' ');
            }
            if !p.ends_with(": ") {
                p.pop();
                p.push_str(": ");
            }
        }
        if p.len() > 2 && !p.starts_with(' ') {
            p.insert(0, ' ');
        }
        let mut args = vec![];
        for v in values {
            let id = self.to_value(v, at)?;
            if self.ty(id).dtype.scalar().is_some_and(|s| s.is_fp8()) {
                return Err(
                    self.err_at(at, "tl.device_print of float8 values: convert them to float16 or float32 first")
                );
            }
            args.push(id);
        }
        self.emit(OpKind::Print { prefix: p, hex, args }, vec![]);
        Ok(())
    }

    /// `assert cond` / `tl.device_assert(cond, msg)`: a `Check` in debug builds, nothing
    /// otherwise (as upstream).
    pub(crate) fn device_assert(&mut self, cond: Val, msg: String, at: &Json) -> R<()> {
        if let Val::Py(p) = &cond {
            if !p.truthy() {
                return Err(self.err_at(at, &format!("assertion failed: {msg}")));
            }
            return Ok(());
        }
        if !self.debug {
            return Ok(());
        }
        let Val::Ir(c) = cond else {
            return Err(
                self.err_at(at, &format!("device_assert needs a condition tensor, got {}", self.describe(&cond)))
            );
        };
        let c = if self.ty(c).dtype.is_bool() { c } else { self.to_bool(c) };
        let site = self.checks.len() as u32;
        self.checks.push(CheckSite { kind: CheckKind::Assert, loc: self.loc, message: msg, param: None });
        self.emit(OpKind::Check { cond: c, site }, vec![]);
        Ok(())
    }

    fn cur_file(&self) -> u32 {
        self.scopes.last().map(|s| s.file).unwrap_or(0)
    }

    fn err_at(&self, n: &Json, msg: &str) -> CompileError {
        let file = self.cur_file();
        let loc = if n["lineno"].is_u64() { self.loc_of(n, file) } else { self.loc };
        CompileError {
            file: self.files[loc.file as usize].clone(),
            line: loc.line,
            col: loc.col,
            message: msg.to_string(),
            ..Default::default()
        }
    }

    fn new_value(&mut self, ty: Type) -> ValueId {
        self.types.push(ty);
        ValueId(self.types.len() as u32 - 1)
    }

    fn ty(&self, v: ValueId) -> &Type {
        &self.types[v.0 as usize]
    }

    fn emit(&mut self, kind: OpKind, result_types: Vec<Type>) -> Vec<ValueId> {
        let results: Vec<ValueId> = result_types.into_iter().map(|t| self.new_value(t)).collect();
        // A const pointer stays const through offsets and reshapes.
        if let OpKind::AddPtr(p, _)
        | OpKind::Splat(p)
        | OpKind::Broadcast(p)
        | OpKind::Reshape(p)
        | OpKind::ExpandDims(p, _)
        | OpKind::Permute(p, _) = &kind
        {
            if self.const_ptrs.contains(p) {
                self.const_ptrs.extend(results.iter().copied().filter(|r| self.types[r.0 as usize].dtype.is_ptr()));
            }
        }
        let loc = self.loc;
        self.blocks.last_mut().unwrap().ops.push(Op { kind, results: results.clone(), loc });
        results
    }

    fn emit1(&mut self, kind: OpKind, ty: Type) -> ValueId {
        self.emit(kind, vec![ty])[0]
    }

    fn lookup(&self, name: &str) -> Option<Val> {
        let scope = self.scopes.last()?;
        if let Some(v) = scope.env.get(name) {
            return Some(v.clone());
        }
        if let Some((base, d)) = self.carried_offset(name) {
            return match scope.env.get(&base) {
                Some(Val::Block(b)) => b.offsets.get(d).map(|o| Val::Ir(*o)),
                _ => None,
            };
        }
        let func = &self.src.functions[&scope.func];
        if let Some(g) = func.globals.get(name) {
            return match global_val(g)? {
                Val::Module(m) if !is_triton_module(&m) => Some(Val::UserModule(name.to_string())),
                v => Some(v),
            };
        }
        if PY_BUILTINS.contains(&name) {
            return Some(Val::PyBuiltin(name.to_string()));
        }
        None
    }

    fn set(&mut self, name: &str, v: Val) {
        if let (Some((base, d)), Val::Ir(o)) = (self.carried_offset(name), &v) {
            if let Some(Val::Block(b)) = self.scopes.last_mut().unwrap().env.get_mut(&base) {
                b.offsets[d] = *o;
                return;
            }
        }
        self.scopes.last_mut().unwrap().env.insert(name.to_string(), v);
    }

    /// The next runtime parameter, of scalar type `dtype`.
    pub(super) fn push_param(
        &mut self,
        name: String,
        dtype: DType,
        divisible_by_16: bool,
        runtime_index: &mut usize,
        params: &mut Vec<Param>,
    ) -> ValueId {
        let ty = Type::scalar(dtype);
        let value = self.emit1(OpKind::Param(*runtime_index), ty.clone());
        *runtime_index += 1;
        params.push(Param { name, ty, value, divisible_by_16 });
        value
    }

    fn param_value(
        &mut self,
        spec: &ParamSpec,
        runtime_index: &mut usize,
        params: &mut Vec<Param>,
        at: &Json,
    ) -> R<Val> {
        match spec.kind.as_str() {
            "constexpr" => return Ok(json_const(&spec.value, spec.value_type.as_deref())),
            "none" => return Ok(Val::Py(Py::None)),
            "tensordesc" => return self.descriptor_param(spec, runtime_index, params, at),
            "tuple" => {
                let mut items = vec![];
                for item in spec.items() {
                    if item.kind == "tensordesc" {
                        let msg =
                            format!("parameter '{}': tensor descriptors inside tuples are not supported", spec.name);
                        return Err(self.err_at(at, &msg));
                    }
                    items.push(self.param_value(&item, runtime_index, params, at)?);
                }
                return Ok(Val::Tuple(items));
            }
            _ => {}
        }
        let dtype_name = spec.dtype.clone().unwrap_or_else(|| match spec.kind.as_str() {
            "bool" => "i1".into(),
            "float" => "fp32".into(),
            _ => "i32".into(),
        });
        let scalar = Scalar::from_name(&dtype_name)
            .ok_or_else(|| self.err_at(at, &format!("parameter '{}': unknown dtype '{}'", spec.name, dtype_name)))?;
        let dtype =
            if spec.kind == "ptr" { DType::Ptr(Box::new(DType::Scalar(scalar))) } else { DType::Scalar(scalar) };
        let div16 = if spec.kind == "ptr" { spec.align16 } else { spec.div16 };
        let v = self.push_param(spec.name.clone(), dtype, div16, runtime_index, params);
        if spec.kind == "int" && spec.one {
            return Ok(Val::Py(Py::Int(1)));
        }
        Ok(Val::Ir(v))
    }

    // ---------- statements ----------

    fn stmts(&mut self, body: &Json) -> R<()> {
        match body.as_array() {
            Some(list) => self.stmt_list(list),
            None => Ok(()),
        }
    }

    fn stmt(&mut self, s: &Json) -> R<()> {
        let file = self.cur_file();
        if s["lineno"].is_u64() {
            self.loc = self.loc_of(s, file);
        }
        match op_name(s) {
            "Expr" => {
                self.check_result_used(&s["value"])?;
                self.expr(&s["value"])?;
                Ok(())
            }
            "Assign" => {
                let v = self.expr(&s["value"])?;
                for t in s["targets"].as_array().unwrap() {
                    self.note_lifted(t, &v, true);
                    self.assign(t, v.clone())?;
                }
                Ok(())
            }
            "AnnAssign" => {
                if s["value"].is_null() {
                    return Ok(());
                }
                let v = self.expr(&s["value"])?;
                let constexpr = matches!(self.expr(&s["annotation"]), Ok(Val::Builtin(b)) if b == "constexpr");
                self.note_lifted(&s["target"], &v, !constexpr);
                self.assign(&s["target"], v)
            }
            "AugAssign" => {
                let cur = self.expr(&load_of(&s["target"]))?;
                let rhs = self.expr(&s["value"])?;
                self.loc = self.loc_of(s, file);
                let v = self.binop(op_name(&s["op"]), cur, rhs, s)?;
                self.note_lifted(&s["target"], &v, true);
                self.assign(&s["target"], v)
            }
            "Pass" => Ok(()),
            "If" => self.if_stmt(s),
            "For" => self.for_stmt(s),
            "While" => self.while_stmt(s),
            "Assert" => {
                let c = self.expr(&s["test"])?;
                match c {
                    Val::Py(p) => {
                        if !p.truthy() {
                            let msg = match self.expr(&s["msg"]) {
                                Ok(Val::Py(m)) => m.repr(),
                                _ => "assertion failed".into(),
                            };
                            return Err(self.err_at(s, &format!("static assertion failed: {msg}")));
                        }
                        Ok(())
                    }
                    c => {
                        let msg = match self.expr(&s["msg"]) {
                            Ok(Val::Py(Py::Str(m))) => m,
                            _ => String::new(),
                        };
                        self.loc = self.loc_of(s, file);
                        self.device_assert(c, msg, s)
                    }
                }
            }
            "Return" => self.return_stmt(s),
            "Break" | "Continue" => {
                Err(self.err_at(s, &format!("unsupported language construct: '{}'", op_name(s).to_lowercase())))
            }
            other => Err(self.err_at(s, &format!("unsupported language construct: {other} statement"))),
        }
    }

    fn assign(&mut self, target: &Json, v: Val) -> R<()> {
        match op_name(target) {
            "Name" => {
                self.set(target["id"].as_str().unwrap(), v);
                Ok(())
            }
            "Tuple" | "List" => {
                let elts = target["elts"].as_array().unwrap();
                let Val::Tuple(vals) = v else {
                    return Err(self.err_at(target, "cannot unpack a non-tuple value"));
                };
                if vals.len() != elts.len() {
                    return Err(
                        self.err_at(target, &format!("cannot unpack {} values into {} names", vals.len(), elts.len()))
                    );
                }
                for (t, v) in elts.iter().zip(vals) {
                    self.assign(t, v)?;
                }
                Ok(())
            }
            _ => Err(self.err_at(target, "unsupported assignment target (only names and tuples of names)")),
        }
    }

    /// Names assigned anywhere in `body` (the candidates for loop-carried values).
    fn assigned_names(body: &Json, out: &mut BTreeSet<String>) {
        match body {
            Json::Array(a) => a.iter().for_each(|x| Self::assigned_names(x, out)),
            Json::Object(o) => {
                if o.get("_t").and_then(|t| t.as_str()) == Some("Name")
                    && o.get("ctx").map(|c| c["_t"] == "Store") == Some(true)
                {
                    out.insert(o["id"].as_str().unwrap().to_string());
                }
                for (k, v) in o {
                    if k != "_t" {
                        Self::assigned_names(v, out);
                    }
                }
            }
            _ => {}
        }
    }

    /// Loop-carried values: names assigned in the body that already hold runtime values or numbers.
    fn carried(&mut self, body: &Json, extra: &[&Json]) -> Vec<(String, ValueId)> {
        let mut names = BTreeSet::new();
        Self::assigned_names(body, &mut names);
        for e in extra {
            Self::assigned_names(e, &mut names);
        }
        let mut out = vec![];
        for n in names {
            let v = self.scopes.last().unwrap().env.get(&n).cloned();
            let id = match v {
                Some(Val::Ir(id)) => id,
                Some(Val::Py(p @ (Py::Int(_) | Py::Float(_) | Py::Bool(_)))) => self.py_const_default(&p),
                Some(Val::Block(b)) => {
                    for (d, o) in b.offsets.iter().enumerate() {
                        out.push((format!("{n}{}{d}", blocks::OFFSET_MARK), *o));
                    }
                    self.carried_blocks.push((n, *b));
                    continue;
                }
                _ => continue,
            };
            out.push((n, id));
        }
        out
    }

    fn for_stmt(&mut self, s: &Json) -> R<()> {
        let iter = &s["iter"];
        if op_name(iter) != "Call" {
            return Err(self.err_at(iter, "only range(), tl.range() and tl.static_range() loops are supported"));
        }
        let callee = self.expr(&iter["func"])?;
        let fname = match &callee {
            Val::PyBuiltin(n) if n == "range" => "range",
            Val::Builtin(n) if n == "range" => "range",
            Val::Builtin(n) if n == "static_range" => "static_range",
            _ => return Err(self.err_at(iter, "only range(), tl.range() and tl.static_range() loops are supported")),
        };
        let (args, kwargs) = self.call_args(iter)?;
        let mut bounds = vec![];
        for a in args.iter().take(3) {
            bounds.push(a.clone());
        }
        if let Some((_, v)) = kwargs.iter().find(|(k, _)| k == "step") {
            if bounds.len() == 2 {
                bounds.push(v.clone());
            }
        }
        let (lb, ub, step) = match bounds.len() {
            1 => (Val::Py(Py::Int(0)), bounds[0].clone(), Val::Py(Py::Int(1))),
            2 => (bounds[0].clone(), bounds[1].clone(), Val::Py(Py::Int(1))),
            3 => (bounds[0].clone(), bounds[1].clone(), bounds[2].clone()),
            _ => return Err(self.err_at(iter, "range() takes 1 to 3 arguments")),
        };
        let target = &s["target"];
        if op_name(target) != "Name" {
            return Err(self.err_at(target, "the loop variable must be a name"));
        }
        let var = target["id"].as_str().unwrap().to_string();
        if !s["orelse"].as_array().map(|a| a.is_empty()).unwrap_or(true) {
            return Err(self.err_at(s, "for-else is not supported"));
        }
        let all_const = [&lb, &ub, &step].iter().all(|v| matches!(v, Val::Py(Py::Int(_))));
        if fname == "static_range" {
            let (Val::Py(Py::Int(a)), Val::Py(Py::Int(b)), Val::Py(Py::Int(c))) = (&lb, &ub, &step) else {
                return Err(self.err_at(iter, "tl.static_range bounds must be constexpr integers"));
            };
            if *c == 0 {
                return Err(self.err_at(iter, "static_range step must not be zero"));
            }
            return self.unroll(&var, &range_items(*a, *b, *c), &s["body"], s);
        }
        // Bounds as SSA values of one integer type.
        let lbv = self.to_value(lb, iter)?;
        let ubv = self.to_value(ub, iter)?;
        let stepv = self.to_value(step, iter)?;
        for v in [lbv, ubv, stepv] {
            if self.ty(v).is_tensor() || !self.ty(v).dtype.is_int() {
                return Err(self.err_at(iter, "range() bounds must be integer scalars"));
            }
        }
        let mut it = Scalar::I32;
        for v in [lbv, ubv, stepv] {
            if self.ty(v).dtype.scalar().unwrap().bits() == 64 {
                it = Scalar::I64;
            }
        }
        let _ = all_const;
        let lbv = self.cast(lbv, &DType::Scalar(it));
        let ubv = self.cast(ubv, &DType::Scalar(it));
        let stepv = self.cast(stepv, &DType::Scalar(it));
        let blocks_mark = self.carried_blocks.len();
        let carried = self.carried(&s["body"], &[]);
        let carried: Vec<(String, ValueId)> = carried.into_iter().filter(|(n, _)| *n != var).collect();
        let iv = self.new_value(Type::scalar(DType::Scalar(it)));
        let mut args = vec![iv];
        let saved = self.scopes.last().unwrap().env.clone();
        for (n, init) in &carried {
            let a = self.new_value(self.ty(*init).clone());
            self.inherit_const(*init, a);
            args.push(a);
            self.set(n, Val::Ir(a));
        }
        self.set(&var, Val::Ir(iv));
        self.blocks.push(Block { args, ops: vec![] });
        self.scopes.last_mut().unwrap().loops += 1;
        let r = self.stmts(&s["body"]);
        self.scopes.last_mut().unwrap().loops -= 1;
        let r = r.and_then(|_| self.yield_carried(&carried, s, "loop"));
        let body = self.blocks.pop().unwrap();
        r?;
        self.scopes.last_mut().unwrap().env = saved;
        let inits: Vec<ValueId> = carried.iter().map(|c| c.1).collect();
        let tys: Vec<Type> = inits.iter().map(|v| self.ty(*v).clone()).collect();
        self.loc = self.loc_of(s, self.cur_file());
        let results = self.emit(OpKind::For { lb: lbv, ub: ubv, step: stepv, inits, body }, tys);
        self.carried_blocks.truncate(blocks_mark);
        for ((n, init), r) in carried.iter().zip(results) {
            self.inherit_const(*init, r);
            self.set(n, Val::Ir(r));
        }
        Ok(())
    }

    fn yield_carried(&mut self, carried: &[(String, ValueId)], at: &Json, what: &str) -> R<()> {
        // A carried block pointer may only move (tl.advance): its tensor stays the one it started as.
        for (n, _) in carried {
            let Some((base, d)) = self.carried_offset(n) else { continue };
            if d != 0 {
                continue;
            }
            let start = self.carried_blocks.iter().rev().find(|(m, _)| *m == base).map(|(_, b)| b.clone());
            let now = self.scopes.last().unwrap().env.get(&base).cloned();
            match (start, now) {
                (Some(s), Some(Val::Block(b))) if s.same_tensor(&b) => {}
                (_, now) => {
                    let got = now.map(|v| self.describe(&v)).unwrap_or_else(|| "nothing".into());
                    return Err(self.err_at(
                        at,
                        &format!(
                            "{what}-carried block pointer '{base}' must stay the same block pointer moved by tl.advance, but is re-assigned to {got} in the {what}"
                        ),
                    ));
                }
            }
        }
        let mut vals = vec![];
        for (n, init) in carried {
            let v = self.lookup(n).unwrap();
            let want = self.ty(*init).clone();
            let id = self.to_value(v.clone(), at)?;
            let id = if matches!(v, Val::Py(_)) { self.cast(id, &want.dtype) } else { id };
            let id = if self.ty(id) != &want && !self.ty(id).is_tensor() && want.is_tensor() {
                self.broadcast_to(id, &want.shape, at)?
            } else {
                id
            };
            if self.ty(id) != &want {
                return Err(self.err_at(
                    at,
                    &format!(
                        "{what}-carried variable '{n}' has initial type {want} but is re-assigned to {} in the {what}",
                        self.ty(id)
                    ),
                ));
            }
            vals.push(id);
        }
        self.emit(OpKind::Yield(vals), vec![]);
        Ok(())
    }

    fn while_stmt(&mut self, s: &Json) -> R<()> {
        if !s["orelse"].as_array().map(|a| a.is_empty()).unwrap_or(true) {
            return Err(self.err_at(s, "while-else is not supported"));
        }
        let blocks_mark = self.carried_blocks.len();
        let carried = self.carried(&s["body"], &[]);
        let saved = self.scopes.last().unwrap().env.clone();
        // before-region: evaluate the condition on the carried values.
        let mut bargs = vec![];
        for (n, init) in &carried {
            let a = self.new_value(self.ty(*init).clone());
            self.inherit_const(*init, a);
            bargs.push(a);
            self.set(n, Val::Ir(a));
        }
        self.blocks.push(Block { args: bargs.clone(), ops: vec![] });
        self.scopes.last_mut().unwrap().loops += 1;
        let r = (|| {
            let c = self.expr(&s["test"])?;
            let c = self.condition(c, "a while loop", &s["test"])?;
            self.emit(OpKind::Condition(c, bargs.clone()), vec![]);
            Ok(())
        })();
        let before = self.blocks.pop().unwrap();
        let r = r.map(|_| {
            let mut args = vec![];
            for (n, init) in &carried {
                let a = self.new_value(self.ty(*init).clone());
                self.inherit_const(*init, a);
                args.push(a);
                self.set(n, Val::Ir(a));
            }
            self.blocks.push(Block { args, ops: vec![] });
            let r = self.stmts(&s["body"]).and_then(|_| self.yield_carried(&carried, s, "loop"));
            (self.blocks.pop().unwrap(), r)
        });
        self.scopes.last_mut().unwrap().loops -= 1;
        let (body, r) = r?;
        r?;
        self.scopes.last_mut().unwrap().env = saved;
        let inits: Vec<ValueId> = carried.iter().map(|c| c.1).collect();
        let tys: Vec<Type> = inits.iter().map(|v| self.ty(*v).clone()).collect();
        self.loc = self.loc_of(s, self.cur_file());
        let results = self.emit(OpKind::While { inits, before, body }, tys);
        self.carried_blocks.truncate(blocks_mark);
        for ((n, init), r) in carried.iter().zip(results) {
            self.inherit_const(*init, r);
            self.set(n, Val::Ir(r));
        }
        Ok(())
    }

    // ---------- expressions ----------

    fn expr(&mut self, e: &Json) -> R<Val> {
        if e.is_null() {
            return Ok(Val::Py(Py::None));
        }
        let file = self.cur_file();
        let saved_loc = self.loc;
        if e["lineno"].is_u64() {
            self.loc = self.loc_of(e, file);
        }
        let r = self.expr_inner(e);
        self.loc = saved_loc;
        r
    }

    fn expr_inner(&mut self, e: &Json) -> R<Val> {
        match op_name(e) {
            "Constant" => Ok(Val::Py(constant(e))),
            "Name" => {
                let id = e["id"].as_str().unwrap();
                self.lookup(id).ok_or_else(|| self.err_at(e, &format!("name '{id}' is not defined")))
            }
            "Tuple" | "List" => {
                let mut v = vec![];
                for x in e["elts"].as_array().unwrap() {
                    v.push(self.expr(x)?);
                }
                Ok(Val::Tuple(v))
            }
            "ListComp" | "GeneratorExp" => self.comprehension(e),
            "BinOp" => {
                let a = self.expr(&e["left"])?;
                let b = self.expr(&e["right"])?;
                self.binop(op_name(&e["op"]), a, b, e)
            }
            "UnaryOp" => {
                let a = self.expr(&e["operand"])?;
                self.unaryop(op_name(&e["op"]), a, e)
            }
            "BoolOp" => {
                let is_and = op_name(&e["op"]) == "And";
                let vals = e["values"].as_array().unwrap();
                let mut acc = self.expr(&vals[0])?;
                for v in &vals[1..] {
                    // Python short-circuit on constexprs (a tuple is true when it is not empty)
                    let truthy = match &acc {
                        Val::Py(p) => Some(p.truthy()),
                        Val::Tuple(t) => Some(!t.is_empty()),
                        _ => None,
                    };
                    if let Some(truthy) = truthy {
                        if is_and != truthy {
                            return Ok(acc);
                        }
                        acc = self.expr(v)?;
                        continue;
                    }
                    let b = self.expr(v)?;
                    acc = self.logical(is_and, acc, b, e)?;
                }
                Ok(acc)
            }
            "Compare" => {
                let mut left = self.expr(&e["left"])?;
                let ops = e["ops"].as_array().unwrap();
                let comps = e["comparators"].as_array().unwrap();
                let mut result: Option<Val> = None;
                for (op, c) in ops.iter().zip(comps) {
                    let right = self.expr(c)?;
                    let r = self.compare(op_name(op), left, right.clone(), e)?;
                    result = Some(match result {
                        None => r,
                        Some(prev) => self.logical(true, prev, r, e)?,
                    });
                    left = right;
                }
                Ok(result.unwrap())
            }
            "IfExp" => self.if_exp(e),
            "Attribute" => {
                let base = self.expr(&e["value"])?;
                let attr = e["attr"].as_str().unwrap();
                // `x.type` of a name a plain assignment bound to a number: upstream made it a
                // tensor, whose type is a dtype
                if attr == "type" && op_name(&e["value"]) == "Name" {
                    let lifted = self.scopes.last().unwrap().lifted.contains(e["value"]["id"].as_str().unwrap_or(""));
                    if let (true, Val::Py(p)) = (lifted, &base) {
                        if let Some(s) = py_tensor_scalar(p) {
                            return Ok(Val::Dtype(DType::Scalar(s)));
                        }
                    }
                }
                self.attribute(base, attr, e)
            }
            "Subscript" => self.subscript(e),
            "Call" => self.call(e),
            "JoinedStr" => {
                let mut s = String::new();
                for part in e["values"].as_array().unwrap() {
                    match op_name(part) {
                        "Constant" => s += &constant(part).repr(),
                        "FormattedValue" => match self.expr(&part["value"])? {
                            Val::Py(p) => s += &p.repr(),
                            Val::Ir(v) => s += &self.ty(v).to_string(),
                            Val::Dtype(d) => s += &d.tl_name(),
                            _ => s += "?",
                        },
                        _ => {}
                    }
                }
                Ok(Val::Py(Py::Str(s)))
            }
            "Lambda" => Err(self.err_at(e, "unsupported language construct: lambda")),
            other => Err(self.err_at(e, &format!("unsupported language construct: {other} expression"))),
        }
    }

    fn call_args(&mut self, e: &Json) -> R<(Vec<Val>, Vec<(String, Val)>)> {
        let mut args = vec![];
        for a in e["args"].as_array().unwrap() {
            if op_name(a) == "Starred" {
                match self.expr(&a["value"])? {
                    Val::Tuple(v) => args.extend(v),
                    _ => return Err(self.err_at(a, "only tuples can be unpacked with *")),
                }
                continue;
            }
            args.push(self.expr(a)?);
        }
        let mut kwargs = vec![];
        for k in e["keywords"].as_array().unwrap() {
            let Some(name) = k["arg"].as_str() else {
                return Err(self.err_at(e, "**kwargs are not supported in kernels"));
            };
            kwargs.push((name.to_string(), self.expr(&k["value"])?));
        }
        Ok((args, kwargs))
    }

    fn call(&mut self, e: &Json) -> R<Val> {
        let f = self.expr(&e["func"])?;
        let (args, kwargs) = self.call_args(e)?;
        self.loc = self.loc_of(e, self.cur_file());
        match f {
            Val::Builtin(name) => self.builtin(&name, args, kwargs, e),
            Val::Method(obj, name) => {
                let mut all = vec![*obj];
                all.extend(args);
                self.method(&name, all, kwargs, e)
            }
            Val::Jit(key) => self.inline_call(&key, args, kwargs, e),
            Val::ConstexprFn(key) => self.constexpr_call(&key, args, kwargs, e),
            Val::PyBuiltin(name) => self.py_builtin(&name, args, e),
            Val::Dtype(d) => {
                // `tl.float32(x)`: a cast.
                let v = self.to_value(args.into_iter().next().unwrap_or(Val::Py(Py::Int(0))), e)?;
                Ok(Val::Ir(self.cast(v, &d)))
            }
            other => Err(self.err_at(&e["func"], &format!("'{}' is not callable", self.describe(&other)))),
        }
    }

    fn describe(&self, v: &Val) -> String {
        match v {
            Val::Ir(id) => self.ty(*id).to_string(),
            Val::Py(p) => format!("constexpr {}", p.repr()),
            Val::Dtype(d) => d.tl_name(),
            Val::Module(m) => format!("module {m}"),
            Val::UserModule(m) => m.clone(),
            Val::Builtin(b) => format!("tl.{b}"),
            Val::PyBuiltin(b) => b.clone(),
            Val::Jit(k) | Val::ConstexprFn(k) => k.clone(),
            Val::Method(_, m) => format!("method {m}"),
            Val::Tuple(_) => "tuple".into(),
            Val::ConstexprType(v) => format!("constexpr_type[{}]", self.describe(v)),
            Val::Block(b) => b.describe(self),
        }
    }

    /// `[f(v) for v in t if c(v)]` over a tuple or a `range` of constexprs, unrolled into a
    /// tuple (one `for`; its names do not outlive it, as in Python).
    fn comprehension(&mut self, e: &Json) -> R<Val> {
        let gens = e["generators"].as_array().cloned().unwrap_or_default();
        let [gen] = gens.as_slice() else {
            return Err(self.err_at(e, "comprehensions with more than one 'for' are not supported in kernels"));
        };
        let iter = &gen["iter"];
        let items = if op_name(iter) == "Call" && iter["func"]["id"].as_str() == Some("range") {
            let (args, _) = self.call_args(iter)?;
            let mut bounds = vec![];
            for a in &args {
                match a {
                    Val::Py(Py::Int(i)) => bounds.push(*i),
                    _ => return Err(self.err_at(iter, "a comprehension's range() takes constexpr integers")),
                }
            }
            let (start, stop, step) = match bounds.as_slice() {
                [n] => (0, *n, 1),
                [a, b] => (*a, *b, 1),
                [a, b, c] if *c != 0 => (*a, *b, *c),
                _ => return Err(self.err_at(iter, "range() takes 1 to 3 arguments, the step not zero")),
            };
            range_items(start, stop, step).into_iter().map(|i| Val::Py(Py::Int(i))).collect()
        } else {
            match self.expr(iter)? {
                Val::Tuple(t) => t,
                other => {
                    let what = self.describe(&other);
                    return Err(self.err_at(iter, &format!("a comprehension in a kernel iterates a tuple, got {what}")));
                }
            }
        };
        let saved = self.scopes.last().unwrap().env.clone();
        let mut out = vec![];
        let result = (|| -> R<()> {
            'items: for item in items {
                self.assign(&gen["target"], item)?;
                for cond in gen["ifs"].as_array().into_iter().flatten() {
                    match self.expr(cond)? {
                        Val::Py(p) if !p.truthy() => continue 'items,
                        Val::Py(_) => {}
                        _ => return Err(self.err_at(cond, "a comprehension's condition must be a constexpr")),
                    }
                }
                out.push(self.expr(&e["elt"])?);
            }
            Ok(())
        })();
        self.scopes.last_mut().unwrap().env = saved;
        result.map(|()| Val::Tuple(out))
    }

    /// A call whose result is dropped, of a function marked `triton.must_use_result` (or of
    /// `tl.advance`, which has no effect): upstream's error.
    fn check_result_used(&mut self, value: &Json) -> R<()> {
        if op_name(value) != "Call" {
            return Ok(());
        }
        let func = &value["func"];
        let Some(spelling) = dotted_spelling(func) else { return Ok(()) };
        let extra = match self.expr(func) {
            Ok(Val::Jit(key)) => match self.src.functions.get(&key).map(|f| &f.must_use_result) {
                Some(Json::Bool(true)) => Some(String::new()),
                Some(Json::String(words)) => Some(words.clone()),
                _ => None,
            },
            Ok(Val::Builtin(b) | Val::Method(_, b)) if b == "advance" => Some(
                "Note that tl.advance does not have any side effects. To move the block pointer, you need to assign the result of tl.advance to a variable.".to_string(),
            ),
            _ => None,
        };
        match extra {
            Some(words) => {
                let mut msg = format!("The result of {spelling} is not being used.");
                if !words.is_empty() {
                    msg.push(' ');
                    msg.push_str(&words);
                }
                Err(self.err_at(value, &msg))
            }
            None => Ok(()),
        }
    }

    /// A `constexpr_function` call: its result from the message, or an error asking the host for
    /// it (the host calls the Python function and sends the message again).
    fn constexpr_call(&mut self, key: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, e: &Json) -> R<Val> {
        // the key is `module:qualname:source hash`
        let name = key.split(':').nth(1).unwrap_or(key).to_string();
        let mut arg_json = vec![];
        for (i, a) in args.iter().enumerate() {
            let Some(j) = constexpr_json(a) else {
                let what = self.describe(a);
                return Err(self.err_at(
                    e,
                    &format!("constexpr_function {name} takes constexpr arguments; argument {i} is {what}"),
                ));
            };
            arg_json.push(j);
        }
        let mut kw_json = serde_json::Map::new();
        for (k, a) in &kwargs {
            let Some(j) = constexpr_json(a) else {
                let what = self.describe(a);
                return Err(
                    self.err_at(e, &format!("constexpr_function {name} takes constexpr arguments; {k} is {what}"))
                );
            };
            kw_json.insert(k.clone(), j);
        }
        let arguments = serde_json::json!({"args": arg_json, "kwargs": kw_json});
        let memo_key = format!("{key}|{arguments}");
        if let Some(r) = self.src.constexpr_calls.get(&memo_key) {
            return Ok(json_const(&r["value"], r["type"].as_str()));
        }
        let mut err = self.err_at(e, &format!("the result of constexpr_function {name} is needed"));
        err.constexpr_call =
            Some(Box::new(crate::error::ConstexprCall { memo_key, function: key.to_string(), arguments }));
        Err(err)
    }

    fn inline_call(&mut self, key: &str, args: Vec<Val>, kwargs: Vec<(String, Val)>, e: &Json) -> R<Val> {
        let Some(func) = self.src.functions.get(key) else {
            return Err(self.err_at(e, &format!("@jit function '{key}' was not sent to the compiler")));
        };
        if self.inline_depth > 32 {
            return Err(self.err_at(e, "recursion is not supported in @jit functions"));
        }
        let func: &FunctionSource = func;
        let fdef = &func.ast;
        let params: Vec<&Json> = fdef["args"]["args"].as_array().unwrap().iter().collect();
        let defaults = fdef["args"]["defaults"].as_array().cloned().unwrap_or_default();
        let first_default = params.len() - defaults.len();
        let mut env = HashMap::new();
        env.insert(flow::RETURNED.to_string(), Val::Py(Py::Bool(false)));
        let mut args = args.into_iter();
        for (i, p) in params.iter().enumerate() {
            let name = p["arg"].as_str().unwrap();
            let v = if let Some(v) = args.next() {
                v
            } else if let Some((_, v)) = kwargs.iter().find(|(k, _)| k == name) {
                v.clone()
            } else if i >= first_default {
                self.expr(&defaults[i - first_default])?
            } else {
                return Err(self.err_at(e, &format!("{}() missing argument '{name}'", func.name)));
            };
            env.insert(name.to_string(), v);
        }
        if args.next().is_some() {
            return Err(self.err_at(e, &format!("{}() takes {} arguments", func.name, params.len())));
        }
        let file = match self.files.iter().position(|f| *f == func.file) {
            Some(i) => i as u32,
            None => {
                self.files.push(func.file.clone());
                self.files.len() as u32 - 1
            }
        };
        self.scopes.push(Scope { env, func: key.to_string(), file, loops: 0, lifted: HashSet::new() });
        self.inline_depth += 1;
        let saved_loc = self.loc;
        let r = self
            .stmt_list(fdef["body"].as_array().unwrap())
            .map(|_| self.scopes.last().unwrap().env.get(flow::RET).cloned().unwrap_or(Val::Py(Py::None)));
        self.inline_depth -= 1;
        self.scopes.pop();
        self.loc = saved_loc;
        r
    }

    fn py_builtin(&mut self, name: &str, args: Vec<Val>, e: &Json) -> R<Val> {
        let py = |v: &Val| if let Val::Py(p) = v { Some(p.clone()) } else { None };
        match name {
            "min" | "max" => {
                let vals: Vec<Val> = if args.len() == 1 {
                    match &args[0] {
                        Val::Tuple(t) => t.clone(),
                        _ => args.clone(),
                    }
                } else {
                    args.clone()
                };
                let mut acc = vals.first().cloned().ok_or_else(|| self.err_at(e, "min/max of nothing"))?;
                for v in &vals[1..] {
                    acc = match (py(&acc), py(v)) {
                        (Some(a), Some(b)) => {
                            let (x, y) = (a.as_f64().unwrap_or(0.0), b.as_f64().unwrap_or(0.0));
                            let pick_b = if name == "min" { y < x } else { y > x };
                            Val::Py(if pick_b { b } else { a })
                        }
                        _ => self.builtin(
                            if name == "min" { "minimum" } else { "maximum" },
                            vec![acc, v.clone()],
                            vec![],
                            e,
                        )?,
                    };
                }
                Ok(acc)
            }
            "len" => match args.first() {
                Some(Val::Tuple(t)) => Ok(Val::Py(Py::Int(t.len() as i64))),
                Some(Val::Ir(v)) if self.ty(*v).is_tensor() => Ok(Val::Py(Py::Int(self.ty(*v).shape[0]))),
                _ => Err(self.err_at(e, "len() needs a tuple or a tensor")),
            },
            "float" | "int" | "bool" => match args.first().and_then(py) {
                Some(p) => Ok(Val::Py(match name {
                    "float" => match &p {
                        Py::Str(s) => Py::Float(parse_float(&Json::String(s.trim().to_lowercase()))),
                        _ => Py::Float(p.as_f64().unwrap_or(0.0)),
                    },
                    "int" => Py::Int(p.as_f64().unwrap_or(0.0) as i64),
                    _ => Py::Bool(p.truthy()),
                })),
                None => {
                    let v = self.to_value(args.into_iter().next().unwrap_or(Val::Py(Py::Int(0))), e)?;
                    let to = match name {
                        "float" => Scalar::F32,
                        "int" => Scalar::I32,
                        _ => Scalar::I1,
                    };
                    Ok(Val::Ir(self.cast(v, &DType::Scalar(to))))
                }
            },
            "tuple" => match args.len() {
                0 => Ok(Val::Tuple(vec![])),
                1 => match args.into_iter().next().unwrap() {
                    t @ Val::Tuple(_) => Ok(t),
                    other => {
                        let what = self.describe(&other);
                        Err(self.err_at(e, &format!("tuple() needs a tuple, got {what}")))
                    }
                },
                n => Err(self.err_at(e, &format!("tuple() takes at most 1 argument ({n} given)"))),
            },
            "abs" => self.builtin("abs", args, vec![], e),
            // As upstream: `print(prefix, *values)` is `tl.device_print`.
            "print" => self.builtin("device_print", args, vec![], e),
            "getattr" | "hasattr" | "isinstance" => self.reflect_builtin(name, args, e),
            "range" => Err(self.err_at(e, "range() can only be used as the iterable of a for loop")),
            _ => Err(self.err_at(e, &format!("the Python builtin '{name}' is not supported in kernels"))),
        }
    }

    fn attribute(&mut self, base: Val, attr: &str, e: &Json) -> R<Val> {
        match base {
            Val::UserModule(path) => {
                let dotted = format!("{path}.{attr}");
                let func = &self.src.functions[&self.scopes.last().unwrap().func];
                match func.globals.get(&dotted).and_then(global_val) {
                    Some(Val::Module(m)) if !is_triton_module(&m) => Ok(Val::UserModule(dotted)),
                    Some(v) => Ok(v),
                    None => Ok(Val::UserModule(dotted)),
                }
            }
            Val::Module(m) => {
                // a builtin written as a @jit function (tl.rand), sent under its full name
                let full = format!("{m}.{attr}");
                if let Some(v) =
                    self.src.functions[&self.scopes.last().unwrap().func].globals.get(&full).and_then(global_val)
                {
                    return Ok(v);
                }
                if let Some(s) = Scalar::from_name(attr) {
                    if attr.len() > 3 || attr == "int1" {
                        return Ok(Val::Dtype(DType::Scalar(s)));
                    }
                }
                match attr {
                    "language" | "math" | "extra" | "libdevice" | "core" | "standard" | "cuda" | "musa"
                    | "mthreads" | "semantic" => Ok(Val::Module(format!("{m}.{attr}"))),
                    "pi" if m == "math" => Ok(Val::Py(Py::Float(std::f64::consts::PI))),
                    "cdiv" | "next_power_of_2" if !m.contains("language") => Ok(Val::Builtin(attr.to_string())),
                    "constexpr" | "tensor" | "dtype" => Ok(Val::Builtin(attr.to_string())),
                    _ => Ok(Val::Builtin(attr.to_string())),
                }
            }
            Val::Ir(v) => {
                let ty = self.ty(v).clone();
                match attr {
                    "dtype" => Ok(Val::Dtype(ty.dtype)),
                    "shape" => Ok(Val::Tuple(ty.shape.iter().map(|d| Val::Py(Py::Int(*d))).collect())),
                    "numel" => Ok(Val::Py(Py::Int(ty.numel().max(1)))),
                    // a scalar's type is its dtype (a tensor's, a block type, has no value here)
                    "type" if !ty.is_tensor() => Ok(Val::Dtype(ty.dtype)),
                    "T" => self.builtin("trans", vec![Val::Ir(v)], vec![], e),
                    _ => Ok(Val::Method(Box::new(Val::Ir(v)), attr.to_string())),
                }
            }
            Val::Dtype(d) => match attr {
                "element_ty" => match d {
                    DType::Ptr(inner) => Ok(Val::Dtype(*inner)),
                    _ => Err(self.err_at(e, &format!("{} has no element_ty (not a pointer)", d.tl_name()))),
                },
                "primitive_bitwidth" => Ok(Val::Py(Py::Int(d.scalar().map(|s| s.bits() as i64).unwrap_or(64)))),
                "name" => Ok(Val::Py(Py::Str(d.scalar().map(|s| s.name().to_string()).unwrap_or("ptr".into())))),
                _ => Ok(Val::Method(Box::new(Val::Dtype(d)), attr.to_string())),
            },
            Val::Block(b) => self.block_attribute(b, attr, e),
            Val::Py(p) if attr == "value" => Ok(Val::Py(p)),
            // What the number becomes where a tensor is needed (`x.dtype`, as upstream's
            // `to_tensor`), and a constexpr's own type (`x.type`).
            Val::Py(p) if attr == "dtype" && py_tensor_scalar(&p).is_some() => {
                Ok(Val::Dtype(DType::Scalar(py_tensor_scalar(&p).unwrap())))
            }
            v @ (Val::Py(_) | Val::Tuple(_)) if attr == "type" => Ok(Val::ConstexprType(Box::new(v))),
            // `BLOCK.to(tl.float32)` on a constexpr number
            Val::Py(p @ (Py::Int(_) | Py::Float(_) | Py::Bool(_))) if attr == "to" => {
                Ok(Val::Method(Box::new(Val::Py(p)), attr.to_string()))
            }
            Val::Builtin(b) if b == "PropagateNan" && matches!(attr, "NONE" | "ALL") => {
                Ok(Val::Py(Py::Int(if attr == "ALL" { 0xFFFF } else { 0 })))
            }
            other => Err(self.err_at(e, &format!("'{}' has no attribute '{attr}'", self.describe(&other)))),
        }
    }

    fn subscript(&mut self, e: &Json) -> R<Val> {
        let base = self.expr(&e["value"])?;
        let slice = &e["slice"];
        match base {
            Val::Tuple(t) if op_name(slice) == "Slice" => {
                // `shape[:-1]`, `t[1::2]`: Python's slice of a tuple, on constexpr bounds
                let mut bound = |key: &str| -> R<Option<i64>> {
                    if slice[key].is_null() {
                        return Ok(None);
                    }
                    match self.expr(&slice[key])? {
                        Val::Py(Py::Int(i)) => Ok(Some(i)),
                        Val::Py(Py::None) => Ok(None),
                        _ => Err(self.err_at(&slice[key], "tuple slice bounds must be constexpr integers")),
                    }
                };
                let (lower, upper, step) = (bound("lower")?, bound("upper")?, bound("step")?.unwrap_or(1));
                if step == 0 {
                    return Err(self.err_at(slice, "slice step cannot be zero"));
                }
                let n = t.len() as i64;
                // Python's clamping of slice bounds
                let clamp = |b: i64, lo: i64, hi: i64| if b < 0 { (b + n).max(lo) } else { b.min(hi) };
                let picked: Vec<Val> = if step > 0 {
                    let (a, b) = (lower.map_or(0, |l| clamp(l, 0, n)), upper.map_or(n, |u| clamp(u, 0, n)));
                    (a..b.max(a)).step_by(step as usize).map(|i| t[i as usize].clone()).collect()
                } else {
                    let a = lower.map_or(n - 1, |l| clamp(l, -1, n - 1));
                    let b = upper.map_or(-1, |u| clamp(u, -1, n - 1));
                    let mut out = vec![];
                    let mut i = a;
                    while i > b {
                        out.push(t[i as usize].clone());
                        i += step;
                    }
                    out
                };
                Ok(Val::Tuple(picked))
            }
            Val::Tuple(t) => {
                let i = self.expr(slice)?;
                match i {
                    Val::Py(Py::Int(i)) => {
                        let n = t.len() as i64;
                        let idx = if i < 0 { i + n } else { i };
                        t.get(idx as usize).cloned().ok_or_else(|| self.err_at(e, "tuple index out of range"))
                    }
                    _ => Err(self.err_at(slice, "tuple indices must be constexpr integers")),
                }
            }
            Val::Ir(v) => {
                let items: Vec<Json> = if op_name(slice) == "Tuple" {
                    slice["elts"].as_array().unwrap().clone()
                } else {
                    vec![slice.clone()]
                };
                let mut cur = v;
                let mut dim = 0usize;
                for it in &items {
                    match op_name(it) {
                        "Slice" if it["lower"].is_null() && it["upper"].is_null() && it["step"].is_null() => dim += 1,
                        "Constant" if it["kind"] == "none" => {
                            cur = self.expand_dims(cur, dim, e)?;
                            dim += 1;
                        }
                        _ => {
                            return Err(self.err_at(
                                it,
                                "unsupported tensor index: only ':' and None are allowed (e.g. x[:, None])",
                            ))
                        }
                    }
                }
                if dim < self.ty(cur).shape.len() && items.len() > self.ty(v).shape.len() + 8 {
                    return Err(self.err_at(e, "too many indices"));
                }
                Ok(Val::Ir(cur))
            }
            other => Err(self.err_at(e, &format!("'{}' is not subscriptable", self.describe(&other)))),
        }
    }

    // ---------- values, casts, broadcasting ----------

    fn py_const_default(&mut self, p: &Py) -> ValueId {
        let s = py_tensor_scalar(p).unwrap_or(Scalar::I32);
        match p {
            Py::Bool(b) => self.const_scalar(Const::Int(*b as i64), s),
            Py::Int(i) => self.const_scalar(Const::Int(*i), s),
            Py::Float(f) => self.const_scalar(Const::Float(*f), s),
            _ => self.const_scalar(Const::Int(0), s),
        }
    }

    fn is_const_ptr(&self, v: ValueId) -> bool {
        self.const_ptrs.contains(&v)
    }

    fn inherit_const(&mut self, from: ValueId, to: ValueId) {
        if self.const_ptrs.contains(&from) {
            self.const_ptrs.insert(to);
        }
    }

    /// A value's type for messages, `const` pointers marked.
    fn type_str(&self, v: ValueId) -> String {
        if self.is_const_ptr(v) {
            format!("const {}", self.ty(v))
        } else {
            self.ty(v).to_string()
        }
    }

    /// The kernel's `p: tl.const` pointer parameters.
    fn mark_const_params(&mut self, fdef: &Json) {
        for arg in fdef["args"]["args"].as_array().into_iter().flatten() {
            let ann = &arg["annotation"];
            if ann.is_null() {
                continue;
            }
            let is_const = match self.expr(ann) {
                Ok(Val::Builtin(b)) => b == "const",
                Ok(Val::Py(Py::Str(s))) => s.rsplit('.').next().map(str::trim) == Some("const"),
                _ => false,
            };
            if let (true, Some(Val::Ir(v))) = (is_const, arg["arg"].as_str().and_then(|n| self.lookup(n))) {
                if self.ty(v).dtype.is_ptr() {
                    self.const_ptrs.insert(v);
                }
            }
        }
    }

    /// Remember whether `target` (a name) now holds a number bound by a plain assignment.
    fn note_lifted(&mut self, target: &Json, v: &Val, plain: bool) {
        if op_name(target) != "Name" {
            return;
        }
        let name = target["id"].as_str().unwrap_or("").to_string();
        let lifted = &mut self.scopes.last_mut().unwrap().lifted;
        if plain && matches!(v, Val::Py(Py::Int(_) | Py::Float(_) | Py::Bool(_))) {
            lifted.insert(name);
        } else {
            lifted.remove(&name);
        }
    }

    /// An f32 dot at `precision` "tf32x3", "bf16x3" or "bf16x6", as upstream computes it: each
    /// operand split into a sum of narrower parts (tf32 or bf16: hi, lo; bf16x6: hi, mid, lo),
    /// and the products that matter accumulated, smallest first, on the narrow engines.
    pub(crate) fn split_precision_dot(&mut self, a: ValueId, b: ValueId, acc: ValueId, precision: &str) -> ValueId {
        let bf16 = precision != "tf32x3";
        let parts = if precision == "bf16x6" { 3 } else { 2 };
        let (pa, pb) = (self.split_parts(a, parts, bf16), self.split_parts(b, parts, bf16));
        // (i, j): pa[i] @ pb[j], parts numbered from the largest
        let terms: &[(usize, usize)] =
            if parts == 3 { &[(2, 0), (1, 1), (0, 2), (1, 0), (0, 1), (0, 0)] } else { &[(1, 0), (0, 1), (0, 0)] };
        let accty = self.ty(acc).clone();
        let mut d = acc;
        for &(i, j) in terms {
            d = self.emit1(OpKind::Dot { a: pa[i], b: pb[j], acc: d, tf32: !bf16 }, accty.clone());
        }
        d
    }

    /// `v` (f32) as `n` parts whose sum approximates it: bf16 values, or f32 values with tf32's
    /// 10-bit mantissa (the low 13 bits cleared).
    fn split_parts(&mut self, v: ValueId, n: usize, bf16: bool) -> Vec<ValueId> {
        let ty = self.ty(v).clone();
        let f32t = DType::Scalar(Scalar::F32);
        let mut rest = v;
        let mut out = vec![];
        for i in 0..n {
            let (part, back) = if bf16 {
                let p = self.cast(rest, &DType::Scalar(Scalar::BF16));
                (p, self.cast(p, &f32t))
            } else {
                let bits = self.emit1(OpKind::Bitcast(rest), ty.with_dtype(DType::Scalar(Scalar::I32)));
                let m = self.const_scalar(Const::Int(-8192), Scalar::I32);
                let m = self.emit1(OpKind::Splat(m), ty.with_dtype(DType::Scalar(Scalar::I32)));
                let kept = self.emit1(OpKind::Bin(BinOp::And, bits, m), ty.with_dtype(DType::Scalar(Scalar::I32)));
                let p = self.emit1(OpKind::Bitcast(kept), ty.clone());
                (p, p)
            };
            out.push(part);
            if i + 1 < n {
                rest = self.emit1(OpKind::Bin(BinOp::Sub, rest, back), ty.clone());
            }
        }
        out
    }

    pub(super) fn const_scalar(&mut self, c: Const, s: Scalar) -> ValueId {
        let c = match (c, s.is_float()) {
            (Const::Int(i), true) => Const::Float(i as f64),
            (Const::Float(f), false) => Const::Int(f as i64),
            (c, _) => c,
        };
        let c = match c {
            Const::Int(i) if s == Scalar::I1 => Const::Int((i != 0) as i64),
            c => c,
        };
        self.emit1(OpKind::Const(c), Type::scalar(DType::Scalar(s)))
    }

    pub(super) fn to_value(&mut self, v: Val, at: &Json) -> R<ValueId> {
        match v {
            Val::Ir(id) => Ok(id),
            Val::Py(p @ (Py::Int(_) | Py::Float(_) | Py::Bool(_))) => Ok(self.py_const_default(&p)),
            other => Err(self.err_at(at, &format!("expected a tensor or a number, got {}", self.describe(&other)))),
        }
    }

    fn to_bool(&mut self, v: ValueId) -> ValueId {
        if self.ty(v).dtype.is_bool() {
            return v;
        }
        let mut ty = self.ty(v).clone();
        // A pointer is true when not null: its address compared with 0.
        let v = if ty.dtype.is_ptr() {
            ty = ty.with_dtype(DType::Scalar(Scalar::I64));
            self.emit1(OpKind::Cast(v), ty.clone())
        } else {
            v
        };
        let zero = self.const_scalar(Const::Int(0), ty.dtype.scalar().unwrap_or(Scalar::I64));
        let zero = if ty.is_tensor() { self.emit1(OpKind::Splat(zero), ty.clone()) } else { zero };
        self.emit1(OpKind::Cmp(CmpOp::Ne, v, zero), ty.with_dtype(DType::Scalar(Scalar::I1)))
    }

    pub(super) fn cast(&mut self, v: ValueId, to: &DType) -> ValueId {
        let ty = self.ty(v).clone();
        if &ty.dtype == to {
            return v;
        }
        if ty.dtype.is_ptr() && to.is_ptr() {
            return self.emit1(OpKind::Bitcast(v), ty.with_dtype(to.clone()));
        }
        if to.is_bool() && !ty.dtype.is_ptr() {
            return self.to_bool(v);
        }
        self.emit1(OpKind::Cast(v), ty.with_dtype(to.clone()))
    }

    pub(super) fn broadcast_to(&mut self, v: ValueId, shape: &[i64], at: &Json) -> R<ValueId> {
        let ty = self.ty(v).clone();
        if ty.shape == shape {
            return Ok(v);
        }
        if ty.shape.is_empty() {
            return Ok(self.emit1(OpKind::Splat(v), ty.with_shape(shape.to_vec())));
        }
        if ty.shape.len() > shape.len() {
            return Err(self.err_at(at, &format!("cannot broadcast {} to shape {:?}", ty, shape)));
        }
        let mut cur = v;
        if ty.shape.len() < shape.len() {
            let mut s = vec![1; shape.len() - ty.shape.len()];
            s.extend(&ty.shape);
            cur = self.emit1(OpKind::Reshape(v), ty.with_shape(s));
        }
        let cs = self.ty(cur).shape.clone();
        for (a, b) in cs.iter().zip(shape) {
            if a != b && *a != 1 {
                return Err(self.err_at(at, &format!("cannot broadcast {} to shape {:?}", ty, shape)));
            }
        }
        if cs != shape {
            cur = self.emit1(OpKind::Broadcast(cur), ty.with_shape(shape.to_vec()));
        }
        Ok(cur)
    }

    fn broadcast_shape(&self, a: &[i64], b: &[i64], at: &Json) -> R<Vec<i64>> {
        let n = a.len().max(b.len());
        let pad = |s: &[i64]| {
            let mut v = vec![1; n - s.len()];
            v.extend(s);
            v
        };
        let (pa, pb) = (pad(a), pad(b));
        let mut out = vec![];
        for (x, y) in pa.iter().zip(&pb) {
            if x == y || *y == 1 {
                out.push(*x);
            } else if *x == 1 {
                out.push(*y);
            } else {
                return Err(self.err_at(at, &format!("incompatible shapes for broadcasting: {a:?} and {b:?}")));
            }
        }
        Ok(out)
    }

    fn expand_dims(&mut self, v: ValueId, axis: usize, at: &Json) -> R<ValueId> {
        let ty = self.ty(v).clone();
        if axis > ty.shape.len() {
            return Err(self.err_at(at, &format!("expand_dims axis {axis} out of range for {ty}")));
        }
        let mut s = ty.shape.clone();
        s.insert(axis, 1);
        if ty.shape.is_empty() {
            return Ok(self.emit1(OpKind::Splat(v), ty.with_shape(s)));
        }
        Ok(self.emit1(OpKind::ExpandDims(v, axis), ty.with_shape(s)))
    }

    /// Dtype of a value for promotion, with Python numbers as "weak" types.
    fn promote(&self, a: &Val, b: &Val, at: &Json) -> R<Scalar> {
        let da = self.val_scalar(a, at)?;
        let db = self.val_scalar(b, at)?;
        if [&da, &db].iter().any(|d| matches!(d, Ok(s) if s.is_fp8())) {
            return Err(self.err_at(
                at,
                "arithmetic on float8 values is not supported: convert them first, e.g. x.to(tl.float16)",
            ));
        }
        Ok(match (da, db) {
            (Ok(x), Ok(y)) => promote_scalars(x, y),
            (Ok(x), Err(p)) | (Err(p), Ok(x)) => weak_promote(&p, x),
            (Err(p), Err(q)) => {
                let x = weak_default(&p);
                let y = weak_default(&q);
                promote_scalars(x, y)
            }
        })
    }

    /// `Ok(dtype)` for typed values, `Err(py)` for weakly typed Python numbers.
    fn val_scalar(&self, v: &Val, at: &Json) -> R<Result<Scalar, Py>> {
        match v {
            Val::Ir(id) => match &self.ty(*id).dtype {
                DType::Scalar(s) => Ok(Ok(*s)),
                DType::Ptr(_) => Err(self.err_at(at, "pointer operands are not allowed here")),
            },
            Val::Py(p @ (Py::Int(_) | Py::Float(_) | Py::Bool(_))) => Ok(Err(p.clone())),
            other => Err(self.err_at(at, &format!("expected a tensor or a number, got {}", self.describe(other)))),
        }
    }

    /// Both operands converted to `dtype` and broadcast to a common shape.
    fn operands(&mut self, a: Val, b: Val, dtype: Scalar, at: &Json) -> R<(ValueId, ValueId)> {
        // As upstream: a Python integer must fit the integer type the operation computes in.
        if dtype.is_int() && dtype != Scalar::I1 {
            for v in [&a, &b] {
                if let Val::Py(Py::Int(i)) = v {
                    if !int_fits(*i, dtype) {
                        let msg = format!("Scalar {i} is out of range for type {}", dtype.tl_name());
                        return Err(self.err_at(at, &msg));
                    }
                }
            }
        }
        let x = self.typed_value(a, dtype, at)?;
        let y = self.typed_value(b, dtype, at)?;
        let shape = self.broadcast_shape(&self.ty(x).shape.clone(), &self.ty(y).shape.clone(), at)?;
        let x = self.broadcast_to(x, &shape, at)?;
        let y = self.broadcast_to(y, &shape, at)?;
        Ok((x, y))
    }

    fn typed_value(&mut self, v: Val, dtype: Scalar, at: &Json) -> R<ValueId> {
        match v {
            Val::Py(p) => {
                let c = match p {
                    Py::Float(f) => Const::Float(f),
                    other => Const::Int(other.as_int().unwrap_or(0)),
                };
                Ok(self.const_scalar(c, dtype))
            }
            other => {
                let id = self.to_value(other, at)?;
                Ok(self.cast(id, &DType::Scalar(dtype)))
            }
        }
    }

    fn binop(&mut self, op: &str, a: Val, b: Val, at: &Json) -> R<Val> {
        if let (Val::Py(x), Val::Py(y)) = (&a, &b) {
            return fold_py(op, x, y).map(Val::Py).ok_or_else(|| {
                self.err_at(at, &format!("unsupported constexpr operation {op} on {} and {}", x.repr(), y.repr()))
            });
        }
        if let (Val::Tuple(x), Val::Tuple(y)) = (&a, &b) {
            if op == "Add" {
                let mut v = x.clone();
                v.extend(y.clone());
                return Ok(Val::Tuple(v));
            }
        }
        // `[2] * (RANK - 2)`: a tuple repeated (none for a count below one, as Python)
        if let (Val::Tuple(t), Val::Py(Py::Int(n))) | (Val::Py(Py::Int(n)), Val::Tuple(t)) = (&a, &b) {
            if op == "Mult" {
                return Ok(Val::Tuple(t.iter().cloned().cycle().take(t.len() * (*n).max(0) as usize).collect()));
            }
        }
        // Pointer arithmetic.
        let is_ptr = |l: &Self, v: &Val| matches!(v, Val::Ir(id) if l.ty(*id).dtype.is_ptr());
        if is_ptr(self, &a) || is_ptr(self, &b) {
            return self.ptr_arith(op, a, b, at);
        }
        let bop = match op {
            "Add" => BinOp::Add,
            "Sub" => BinOp::Sub,
            "Mult" => BinOp::Mul,
            "Div" => BinOp::Div,
            "FloorDiv" => BinOp::IDiv,
            "Mod" => BinOp::Rem,
            "BitAnd" => BinOp::And,
            "BitOr" => BinOp::Or,
            "BitXor" => BinOp::Xor,
            "LShift" => BinOp::Shl,
            "RShift" => BinOp::Shr,
            "Pow" => return Err(self.err_at(at, "** is only supported on constexprs")),
            _ => return Err(self.err_at(at, &format!("unsupported operator {op}"))),
        };
        self.bin(bop, a, b, at)
    }

    pub(super) fn bin(&mut self, bop: BinOp, a: Val, b: Val, at: &Json) -> R<Val> {
        if matches!(bop, BinOp::Div | BinOp::IDiv | BinOp::Rem) {
            // upstream refuses /, // and % between typed integers of different signedness (a
            // Python number takes the other side's type, so it is never refused)
            let int_of = |l: &Self, v: &Val| match v {
                Val::Ir(id) => l.ty(*id).dtype.scalar().filter(|s| s.is_int() && *s != Scalar::I1),
                _ => None,
            };
            if let (Some(x), Some(y)) = (int_of(self, &a), int_of(self, &b)) {
                if x.is_unsigned() != y.is_unsigned() {
                    let msg = format!(
                        "Cannot use /, #, or % with triton.language.{} and triton.language.{} because they have \
                         different signedness;this is unlikely to result in a useful answer. Cast them to the same \
                         signedness.",
                        x.tl_name(),
                        y.tl_name()
                    );
                    return Err(self.err_at(at, &msg));
                }
            }
        }
        let mut dtype = self.promote(&a, &b, at)?;
        match bop {
            BinOp::Div | BinOp::DivRn if dtype.is_int() => dtype = Scalar::F32,
            // No native fp16/bf16 division or modulo: both go to fp32.
            BinOp::Div | BinOp::DivRn | BinOp::Rem if dtype.is_float() && dtype.bits() < 32 => dtype = Scalar::F32,
            BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::Shr if dtype.is_float() => {
                // upstream's wording, which its tests match
                let msg = format!(
                    "invalid operands of type {} and {}: bitwise operators need integer operands",
                    self.describe(&a),
                    self.describe(&b)
                );
                return Err(self.err_at(at, &msg));
            }
            _ => {}
        }
        // `>>` shifts arithmetically when its left operand is signed, before promotion (as
        // upstream): int8 >> uint32 shifts the sign in.
        let lhs = match &a {
            Val::Ir(v) => self.ty(*v).dtype.scalar(),
            _ => None,
        };
        let (x, y) = self.operands(a, b, dtype, at)?;
        let ty = self.ty(x).clone();
        if let (BinOp::Shr, Some(l)) = (bop, lhs) {
            let flipped = match dtype {
                Scalar::U8 => Scalar::I8,
                Scalar::U16 => Scalar::I16,
                Scalar::U32 => Scalar::I32,
                Scalar::U64 => Scalar::I64,
                Scalar::I8 => Scalar::U8,
                Scalar::I16 => Scalar::U16,
                Scalar::I32 => Scalar::U32,
                Scalar::I64 => Scalar::U64,
                other => other,
            };
            if l.is_int() && l != Scalar::I1 && l.is_unsigned() != dtype.is_unsigned() && flipped != dtype {
                let ft = DType::Scalar(flipped);
                let (fx, fy) = (self.cast(x, &ft), self.cast(y, &ft));
                let r = self.emit1(OpKind::Bin(BinOp::Shr, fx, fy), ty.with_dtype(ft));
                return Ok(Val::Ir(self.cast(r, &DType::Scalar(dtype))));
            }
        }
        if bop == BinOp::IDiv && dtype.is_float() {
            // Floor of the correctly rounded quotient: an approximate one could fall below an exact integer.
            let q = self.emit1(OpKind::Bin(BinOp::DivRn, x, y), ty.clone());
            return Ok(Val::Ir(self.emit1(OpKind::Un(UnOp::Floor, q), ty)));
        }
        Ok(Val::Ir(self.emit1(OpKind::Bin(bop, x, y), ty)))
    }

    pub(super) fn ptr_arith(&mut self, op: &str, a: Val, b: Val, at: &Json) -> R<Val> {
        let (p, off, neg) = match (op, &a, &b) {
            ("Add", Val::Ir(x), _) if self.ty(*x).dtype.is_ptr() => (*x, b, false),
            ("Add", _, Val::Ir(y)) if self.ty(*y).dtype.is_ptr() => (*y, a, false),
            ("Sub", Val::Ir(x), _) if self.ty(*x).dtype.is_ptr() => (*x, b, true),
            _ => return Err(self.err_at(at, &format!("unsupported pointer arithmetic: {op}"))),
        };
        let off = match off {
            Val::Py(Py::Int(i)) => self.const_scalar(
                Const::Int(if neg { -i } else { i }),
                if i32::try_from(i).is_ok() { Scalar::I32 } else { Scalar::I64 },
            ),
            other => {
                let id = self.to_value(other, at)?;
                if !self.ty(id).dtype.is_int() {
                    return Err(self.err_at(at, &format!("pointer offsets must be integers, got {}", self.ty(id))));
                }
                if neg {
                    let ty = self.ty(id).clone();
                    let zero = self.const_scalar(Const::Int(0), ty.dtype.scalar().unwrap());
                    let zero = self.broadcast_to(zero, &ty.shape, at)?;
                    self.emit1(OpKind::Bin(BinOp::Sub, zero, id), ty)
                } else {
                    id
                }
            }
        };
        let shape = self.broadcast_shape(&self.ty(p).shape.clone(), &self.ty(off).shape.clone(), at)?;
        let p = self.broadcast_to(p, &shape, at)?;
        let off = self.broadcast_to(off, &shape, at)?;
        let ty = self.ty(p).clone();
        Ok(Val::Ir(self.emit1(OpKind::AddPtr(p, off), ty)))
    }

    fn unaryop(&mut self, op: &str, a: Val, at: &Json) -> R<Val> {
        if let Val::Py(p) = &a {
            return Ok(Val::Py(match (op, p) {
                ("USub", Py::Int(i)) => Py::Int(-i),
                ("USub", Py::Float(f)) => Py::Float(-f),
                ("UAdd", p) => p.clone(),
                ("Not", p) => Py::Bool(!p.truthy()),
                ("Invert", Py::Int(i)) => Py::Int(!i),
                _ => return Err(self.err_at(at, "unsupported constexpr unary operation")),
            }));
        }
        let v = self.to_value(a, at)?;
        let ty = self.ty(v).clone();
        if ty.dtype.is_ptr() {
            return Err(self.err_at(at, "unary operators are not defined on pointers"));
        }
        match op {
            "USub" => {
                if ty.dtype.is_float() {
                    Ok(Val::Ir(self.emit1(OpKind::Un(UnOp::Neg, v), ty)))
                } else {
                    let zero = self.const_scalar(Const::Int(0), ty.dtype.scalar().unwrap());
                    let zero = self.broadcast_to(zero, &ty.shape, at)?;
                    Ok(Val::Ir(self.emit1(OpKind::Bin(BinOp::Sub, zero, v), ty)))
                }
            }
            "UAdd" => Ok(Val::Ir(v)),
            "Not" => {
                let b = self.to_bool(v);
                let ty = self.ty(b).clone();
                Ok(Val::Ir(self.emit1(OpKind::Un(UnOp::Not, b), ty)))
            }
            "Invert" => {
                if ty.dtype.is_float() {
                    return Err(self.err_at(at, "~ needs an integer operand"));
                }
                Ok(Val::Ir(self.emit1(OpKind::Un(UnOp::Not, v), ty)))
            }
            _ => Err(self.err_at(at, &format!("unsupported unary operator {op}"))),
        }
    }

    pub(super) fn compare(&mut self, op: &str, a: Val, b: Val, at: &Json) -> R<Val> {
        // Constexpr values of different kinds (a dtype and None, a shape and a list): Python's
        // equality.
        if matches!(op, "Eq" | "NotEq") {
            if let Some(eq) = const_equal(&a, &b) {
                return Ok(Val::Py(Py::Bool(if op == "Eq" { eq } else { !eq })));
            }
        }
        if let (Val::Py(x), Val::Py(y)) = (&a, &b) {
            return fold_cmp(op, x, y)
                .map(|r| Val::Py(Py::Bool(r)))
                .ok_or_else(|| self.err_at(at, "unsupported constexpr comparison"));
        }
        if let (Val::Dtype(x), Val::Dtype(y)) = (&a, &b) {
            return match op {
                "Eq" | "Is" => Ok(Val::Py(Py::Bool(x == y))),
                "NotEq" | "IsNot" => Ok(Val::Py(Py::Bool(x != y))),
                _ => Err(self.err_at(at, "dtypes can only be compared for equality")),
            };
        }
        if matches!(op, "Is" | "IsNot") {
            let is_none = |v: &Val| matches!(v, Val::Py(Py::None));
            let r = is_none(&a) == is_none(&b);
            return Ok(Val::Py(Py::Bool(if op == "Is" { r } else { !r })));
        }
        let cop = match op {
            "Eq" => CmpOp::Eq,
            "NotEq" => CmpOp::Ne,
            "Lt" => CmpOp::Lt,
            "LtE" => CmpOp::Le,
            "Gt" => CmpOp::Gt,
            "GtE" => CmpOp::Ge,
            _ => return Err(self.err_at(at, &format!("unsupported comparison {op}"))),
        };
        let dtype = self.promote(&a, &b, at)?;
        let (x, y) = self.operands(a, b, dtype, at)?;
        let ty = self.ty(x).with_dtype(DType::Scalar(Scalar::I1));
        Ok(Val::Ir(self.emit1(OpKind::Cmp(cop, x, y), ty)))
    }

    fn logical(&mut self, is_and: bool, a: Val, b: Val, at: &Json) -> R<Val> {
        if let (Val::Py(x), Val::Py(y)) = (&a, &b) {
            return Ok(Val::Py(Py::Bool(if is_and { x.truthy() && y.truthy() } else { x.truthy() || y.truthy() })));
        }
        let x = self.to_value(a, at)?;
        let y = self.to_value(b, at)?;
        let x = self.to_bool(x);
        let y = self.to_bool(y);
        self.bin(if is_and { BinOp::And } else { BinOp::Or }, Val::Ir(x), Val::Ir(y), at)
    }
}

// ---------- helpers on Python values ----------

fn constant(e: &Json) -> Py {
    match e["kind"].as_str().unwrap_or("") {
        "int" => Py::Int(e["value"].as_i64().unwrap_or_else(|| e["value"].as_u64().unwrap_or(0) as i64)),
        "float" => Py::Float(parse_float(&e["value"])),
        "bool" => Py::Bool(e["value"].as_bool().unwrap_or(false)),
        "str" => Py::Str(e["value"].as_str().unwrap_or("").to_string()),
        _ => Py::None,
    }
}

fn parse_float(v: &Json) -> f64 {
    match v {
        Json::String(s) => match s.as_str() {
            "inf" | "+inf" | "infinity" => f64::INFINITY,
            "-inf" | "-infinity" => f64::NEG_INFINITY,
            "nan" => f64::NAN,
            s => s.parse().unwrap_or(f64::NAN),
        },
        other => other.as_f64().unwrap_or(f64::NAN),
    }
}

/// Equality of two compile-time values where it is not element-wise tensor arithmetic: tuples
/// (shapes) item by item, dtypes with anything; None when either side is a tensor or both are
/// numbers (the numeric comparison decides).
fn const_equal(a: &Val, b: &Val) -> Option<bool> {
    match (a, b) {
        (Val::ConstexprType(x), Val::ConstexprType(y)) => match (&**x, &**y) {
            (Val::Py(p), Val::Py(q)) => fold_cmp("Eq", p, q),
            (x, y) => const_equal(x, y),
        },
        (Val::ConstexprType(_), _) | (_, Val::ConstexprType(_)) => Some(false),
        (Val::Ir(_), _) | (_, Val::Ir(_)) => None,
        (Val::Py(x), Val::Py(y)) if x.as_f64().is_some() && y.as_f64().is_some() => None,
        (Val::Tuple(x), Val::Tuple(y)) => {
            if x.len() != y.len() {
                return Some(false);
            }
            let mut all = true;
            for (p, q) in x.iter().zip(y) {
                match const_equal(p, q) {
                    Some(e) => all &= e,
                    None => match (p, q) {
                        (Val::Py(p), Val::Py(q)) => all &= fold_cmp("Eq", p, q)?,
                        _ => return None,
                    },
                }
            }
            Some(all)
        }
        (Val::Dtype(x), Val::Dtype(y)) => Some(x == y),
        (Val::Dtype(_), _) | (_, Val::Dtype(_)) | (Val::Tuple(_), _) | (_, Val::Tuple(_)) => Some(false),
        (Val::Py(Py::None), Val::Py(y)) => Some(matches!(y, Py::None)),
        (Val::Py(x), Val::Py(Py::None)) => Some(matches!(x, Py::None)),
        _ => None,
    }
}

fn json_const(v: &Json, ty: Option<&str>) -> Val {
    match ty {
        Some("dtype") => match v.as_str().and_then(DType::from_name) {
            Some(d) => Val::Dtype(d),
            None => Val::Py(Py::None),
        },
        Some("float") => Val::Py(Py::Float(parse_float(v))),
        Some("str") => Val::Py(Py::Str(v.as_str().unwrap_or("").to_string())),
        Some("none") => Val::Py(Py::None),
        Some("tuple") => Val::Tuple(
            v.as_array()
                .map(|items| items.iter().map(|i| json_const(&i["value"], i["type"].as_str())).collect())
                .unwrap_or_default(),
        ),
        _ => match v {
            Json::Bool(b) => Val::Py(Py::Bool(*b)),
            Json::Number(n) if n.is_i64() => Val::Py(Py::Int(n.as_i64().unwrap())),
            Json::Number(n) if n.is_u64() => Val::Py(Py::Int(n.as_u64().unwrap() as i64)),
            Json::Number(n) => Val::Py(Py::Float(n.as_f64().unwrap())),
            Json::String(s) => Val::Py(Py::Str(s.clone())),
            _ => Val::Py(Py::None),
        },
    }
}

/// The values of Python's `range(start, stop, step)` (`step` not zero).
fn range_items(start: i64, stop: i64, step: i64) -> Vec<i64> {
    let mut out = vec![];
    let mut i = start;
    while (step > 0 && i < stop) || (step < 0 && i > stop) {
        out.push(i);
        i += step;
    }
    out
}

/// `a.b.c` of a name or an attribute chain (as `ast.unparse`); None for other expressions.
fn dotted_spelling(e: &Json) -> Option<String> {
    match op_name(e) {
        "Name" => e["id"].as_str().map(str::to_string),
        "Attribute" => Some(format!("{}.{}", dotted_spelling(&e["value"])?, e["attr"].as_str()?)),
        _ => None,
    }
}

/// A constexpr as the message spells it (`{"value", "type"}`, as Python's `_constexpr_value`);
/// None for anything else (tensors, functions).
fn constexpr_json(v: &Val) -> Option<Json> {
    use serde_json::json;
    Some(match v {
        Val::Py(Py::None) => json!({"value": null, "type": "none"}),
        Val::Py(Py::Bool(b)) => json!({"value": b, "type": "bool"}),
        Val::Py(Py::Int(i)) => json!({"value": i, "type": "int"}),
        Val::Py(Py::Float(f)) => json!({"value": Py::Float(*f).repr(), "type": "float"}),
        Val::Py(Py::Str(s)) => json!({"value": s, "type": "str"}),
        Val::Dtype(d) => json!({"value": d.tl_name(), "type": "dtype"}),
        Val::Tuple(items) => {
            json!({"value": items.iter().map(constexpr_json).collect::<Option<Vec<_>>>()?, "type": "tuple"})
        }
        _ => return None,
    })
}

fn global_val(g: &Json) -> Option<Val> {
    match g["kind"].as_str()? {
        "module" => {
            let name = g["name"].as_str()?;
            Some(Val::Module(name.to_string()))
        }
        "jit" => Some(Val::Jit(g["key"].as_str()?.to_string())),
        "constexpr_fn" => Some(Val::ConstexprFn(g["key"].as_str()?.to_string())),
        "constexpr" => Some(json_const(&g["value"], g["type"].as_str())),
        "dtype" => Some(Val::Dtype(DType::from_name(g["name"].as_str()?)?)),
        "builtin" => Some(Val::Builtin(g["name"].as_str()?.to_string())),
        _ => None,
    }
}

fn is_triton_module(name: &str) -> bool {
    name == "triton" || name.starts_with("triton.") || name.starts_with("triton_musa")
}

fn load_of(target: &Json) -> Json {
    let mut t = target.clone();
    if let Some(o) = t.as_object_mut() {
        o.insert("ctx".into(), serde_json::json!({"_t": "Load"}));
    }
    t
}

fn same_val(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Ir(x), Val::Ir(y)) => x == y,
        (Val::Py(x), Val::Py(y)) => x == y,
        (Val::Dtype(x), Val::Dtype(y)) => x == y,
        (Val::Module(x), Val::Module(y))
        | (Val::UserModule(x), Val::UserModule(y))
        | (Val::Builtin(x), Val::Builtin(y))
        | (Val::PyBuiltin(x), Val::PyBuiltin(y))
        | (Val::Jit(x), Val::Jit(y))
        | (Val::ConstexprFn(x), Val::ConstexprFn(y)) => x == y,
        (Val::Method(x, m), Val::Method(y, n)) => m == n && same_val(x, y),
        (Val::Tuple(x), Val::Tuple(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same_val(p, q)),
        (Val::ConstexprType(x), Val::ConstexprType(y)) => same_val(x, y),
        (Val::Block(x), Val::Block(y)) => x.same_tensor(y) && x.offsets == y.offsets,
        _ => false,
    }
}

/// The dtype a Python number becomes as a tensor (upstream's `to_tensor`): int32, else uint32,
/// else int64 for ints; fp32 for floats fp32 represents without flushing to zero or overflowing,
/// else fp64; int1 for bools.
fn py_tensor_scalar(p: &Py) -> Option<Scalar> {
    match p {
        Py::Bool(_) => Some(Scalar::I1),
        Py::Int(i) if i32::try_from(*i).is_ok() => Some(Scalar::I32),
        Py::Int(i) if u32::try_from(*i).is_ok() => Some(Scalar::U32),
        Py::Int(_) => Some(Scalar::I64),
        Py::Float(f) => {
            let a = f.abs();
            let fp32 =
                f.is_nan() || a == 0.0 || a.is_infinite() || (f32::MIN_POSITIVE as f64..=f32::MAX as f64).contains(&a);
            Some(if fp32 { Scalar::F32 } else { Scalar::F64 })
        }
        _ => None,
    }
}

/// Whether the integer `i` fits the integer type `s`: its range for signed types (as upstream);
/// for unsigned ones, its bits as unsigned or two's complement (`x - 1` spelled `x + -1` on an
/// unsigned `x` wraps, where upstream refuses negative scalars with unsigned operands).
fn int_fits(i: i64, s: Scalar) -> bool {
    let bits = s.bits();
    if bits >= 64 {
        return true;
    }
    let low = -(1i64 << (bits - 1));
    let high = if s.is_unsigned() { (1i64 << bits) - 1 } else { (1i64 << (bits - 1)) - 1 };
    (low..=high).contains(&i)
}

fn fold_py(op: &str, x: &Py, y: &Py) -> Option<Py> {
    if let (Py::Str(a), Py::Str(b), "Add") = (x, y, op) {
        return Some(Py::Str(format!("{a}{b}")));
    }
    let both_int = x.as_int().is_some() && y.as_int().is_some();
    if both_int {
        let (a, b) = (x.as_int()?, y.as_int()?);
        return Some(Py::Int(match op {
            "Add" => a.wrapping_add(b),
            "Sub" => a.wrapping_sub(b),
            "Mult" => a.wrapping_mul(b),
            "Div" => return if b == 0 { None } else { Some(Py::Float(a as f64 / b as f64)) },
            "FloorDiv" => {
                if b == 0 {
                    return None;
                }
                a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 }
            }
            "Mod" => {
                if b == 0 {
                    return None;
                }
                ((a % b) + b) % b
            }
            "Pow" => {
                if b < 0 {
                    return Some(Py::Float((a as f64).powf(b as f64)));
                }
                a.checked_pow(b as u32)?
            }
            "BitAnd" => a & b,
            "BitOr" => a | b,
            "BitXor" => a ^ b,
            "LShift" => a.checked_shl(b as u32)?,
            "RShift" => a >> b.min(63),
            _ => return None,
        }));
    }
    let (a, b) = (x.as_f64()?, y.as_f64()?);
    Some(Py::Float(match op {
        "Add" => a + b,
        "Sub" => a - b,
        "Mult" => a * b,
        "Div" => a / b,
        "FloorDiv" => (a / b).floor(),
        "Mod" => a - b * (a / b).floor(),
        "Pow" => a.powf(b),
        _ => return None,
    }))
}

fn fold_cmp(op: &str, x: &Py, y: &Py) -> Option<bool> {
    if let (Some(a), Some(b)) = (x.as_f64(), y.as_f64()) {
        return Some(match op {
            "Eq" => a == b,
            "NotEq" => a != b,
            "Lt" => a < b,
            "LtE" => a <= b,
            "Gt" => a > b,
            "GtE" => a >= b,
            "Is" => x == y,
            "IsNot" => x != y,
            _ => return None,
        });
    }
    match op {
        "Eq" | "Is" => Some(x == y),
        "NotEq" | "IsNot" => Some(x != y),
        _ => None,
    }
}

/// Triton's promotion of two typed operands (kind, then width, then fp16, then unsigned).
pub fn promote_scalars(a: Scalar, b: Scalar) -> Scalar {
    use Scalar::*;
    if a == b {
        return a;
    }
    match (a.is_float(), b.is_float()) {
        (true, true) => {
            if a.bits() != b.bits() {
                if a.bits() > b.bits() {
                    a
                } else {
                    b
                }
            } else {
                F16 // fp16 with bf16
            }
        }
        // Integers (and bool) take the float's type; bf16 with an integer is computed in fp32.
        (true, false) | (false, true) => {
            let f = if a.is_float() { a } else { b };
            if f == BF16 {
                F32
            } else {
                f
            }
        }
        (false, false) => {
            if a == I1 {
                return b;
            }
            if b == I1 {
                return a;
            }
            if a.bits() != b.bits() {
                if a.bits() > b.bits() {
                    a
                } else {
                    b
                }
            } else if a.is_unsigned() {
                a
            } else {
                b
            }
        }
    }
}

/// A Python number next to a typed operand: a scalar of a lower or equal kind does not take part
/// in promotion; one of a higher kind picks the smallest dtype it fits in.
fn weak_promote(p: &Py, other: Scalar) -> Scalar {
    match p {
        Py::Float(f) if other.is_int() => {
            if (*f as f32) as f64 == *f || f.is_nan() || f.is_infinite() || f.abs() < f32::MAX as f64 {
                Scalar::F32
            } else {
                Scalar::F64
            }
        }
        Py::Int(i) if other == Scalar::I1 => {
            if i32::try_from(*i).is_ok() {
                Scalar::I32
            } else if u32::try_from(*i).is_ok() {
                Scalar::U32
            } else {
                Scalar::I64
            }
        }
        _ => other,
    }
}

fn weak_default(p: &Py) -> Scalar {
    match p {
        Py::Float(_) => Scalar::F32,
        Py::Bool(_) => Scalar::I1,
        Py::Int(i) if i32::try_from(*i).is_ok() => Scalar::I32,
        _ => Scalar::I64,
    }
}

#[path = "blocks.rs"]
mod blocks;
#[path = "builtins.rs"]
mod builtins;
#[path = "flow.rs"]
mod flow;
#[path = "reflect.rs"]
mod reflect;
