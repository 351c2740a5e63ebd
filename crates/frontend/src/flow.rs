//! Control flow on runtime values: `if` statements and conditional expressions, and early
//! `return`s from if/else nests.
//!
//! A `return` sets two hidden variables of the function's scope: `$returned` (a constexpr bool,
//! or an i1 value once a return happened under a runtime condition) and `$ret` (the returned
//! value). They merge at the end of an `if` like the function's other variables, and the
//! statements after one that left `$returned` a runtime value run under `if not $returned:`. So
//! upstream's unstructured early returns become structured ifs, in kernels (void) as in the
//! @jit functions they inline (values, tuples of values).

use super::*;

pub(super) const RETURNED: &str = "$returned";
pub(super) const RET: &str = "$ret";

/// What happens to the statements after the one just lowered.
enum Flow {
    /// No return happened: they run.
    Continue,
    /// A return happened on every path: they are dead code.
    Stop,
    /// A return happened where this i1 is true: they run under `if not flag`.
    Guard(ValueId),
}

/// Which merge a mismatch is reported for (upstream's wording of each).
#[derive(Clone, Copy)]
enum MergeOf<'n> {
    Var(&'n str),
    Return,
    Ternary,
}

/// A value merged from the two branches of an `if`: the same in both, one result of the `if`
/// op, or a tuple of those.
enum Merged {
    Static(Val),
    Result(usize),
    Tuple(Vec<Merged>),
    /// A block pointer moved differently in the two branches: its offsets merged.
    Block(Box<blocks::BlockRef>, Vec<Merged>),
}

/// The values each branch yields, one per result of the `if` op.
#[derive(Default)]
struct Yields {
    then_vals: Vec<ValueId>,
    else_vals: Vec<ValueId>,
}

impl<'a> Lowerer<'a> {
    /// A statement list. Nothing after a `return` is lowered; the statements after one that
    /// returned on some paths run under `if not $returned`.
    pub(super) fn stmt_list(&mut self, list: &[Json]) -> R<()> {
        for (i, s) in list.iter().enumerate() {
            self.stmt(s)?;
            match self.flow() {
                Flow::Continue => {}
                Flow::Stop => return Ok(()),
                Flow::Guard(flag) => {
                    let rest = &list[i + 1..];
                    if !rest.is_empty() {
                        self.unless_returned(flag, |l| l.stmt_list(rest), s)?;
                    }
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// `tl.static_range` unrolled: as a statement list, a `return` ends the iterations.
    pub(super) fn unroll(&mut self, var: &str, iters: &[i64], body: &Json, at: &Json) -> R<()> {
        self.scopes.last_mut().unwrap().lifted.remove(var); // a constexpr, as upstream's
        for (k, i) in iters.iter().enumerate() {
            self.set(var, Val::Py(Py::Int(*i)));
            self.stmts(body)?;
            match self.flow() {
                Flow::Continue => {}
                Flow::Stop => return Ok(()),
                Flow::Guard(flag) => {
                    let rest = &iters[k + 1..];
                    if !rest.is_empty() {
                        self.unless_returned(flag, |l| l.unroll(var, rest, body, at), at)?;
                    }
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    fn flow(&self) -> Flow {
        match self.scopes.last().and_then(|s| s.env.get(RETURNED)) {
            Some(Val::Py(p)) if p.truthy() => Flow::Stop,
            Some(Val::Ir(flag)) => Flow::Guard(*flag),
            _ => Flow::Continue,
        }
    }

    /// `f` lowered under `if not flag:`, where no return has happened yet.
    fn unless_returned(&mut self, flag: ValueId, f: impl FnOnce(&mut Self) -> R<()>, at: &Json) -> R<()> {
        let ty = self.ty(flag).clone();
        let go = self.emit1(OpKind::Un(UnOp::Not, flag), ty);
        self.dyn_if(
            go,
            |l| {
                l.set(RETURNED, Val::Py(Py::Bool(false)));
                f(l)
            },
            |_| Ok(()),
            at,
        )
    }

    pub(super) fn return_stmt(&mut self, s: &Json) -> R<()> {
        if self.scopes.last().unwrap().loops > 0 {
            return Err(self.err_at(s, "Cannot have `return` statements inside `while` or `for` statements in triton"));
        }
        let v = self.expr(&s["value"])?;
        if self.scopes.len() == 1 && !matches!(v, Val::Py(Py::None)) {
            return Err(self.err_at(s, "a kernel cannot return a value"));
        }
        self.set(RET, v);
        self.set(RETURNED, Val::Py(Py::Bool(true)));
        Ok(())
    }

    /// The condition of an `if`, a conditional expression or a `while` as an i1 scalar. A tensor
    /// of one element (shape [1], [1, 1], ...) is unsplatted to its element, as upstream.
    pub(super) fn condition(&mut self, v: Val, what: &str, at: &Json) -> R<ValueId> {
        let c = self.to_value(v, at)?;
        let c = if self.ty(c).is_tensor() {
            if self.ty(c).numel() != 1 {
                let msg = format!(
                    "the condition of {what} must be a scalar, not a tensor ({}): the Boolean value of a tensor \
                     with more than one value is ambiguous",
                    self.ty(c)
                );
                return Err(self.err_at(at, &msg));
            }
            match self.method("item", vec![Val::Ir(c)], vec![], at)? {
                Val::Ir(x) => x,
                other => return Err(self.err_at(at, &format!("cannot unsplat {}", self.describe(&other)))),
            }
        } else {
            c
        };
        Ok(self.to_bool(c))
    }

    pub(super) fn if_stmt(&mut self, s: &Json) -> R<()> {
        let cond = match self.expr(&s["test"])? {
            Val::Py(p) => {
                return if p.truthy() { self.stmts(&s["body"]) } else { self.stmts(&s["orelse"]) };
            }
            Val::Dtype(_) | Val::Module(_) | Val::Builtin(_) | Val::Jit(_) | Val::ConstexprFn(_) | Val::Tuple(_) => {
                return self.stmts(&s["body"]);
            }
            other => self.condition(other, "an if statement", &s["test"])?,
        };
        self.dyn_if(cond, |l| l.stmts(&s["body"]), |l| l.stmts(&s["orelse"]), s)
    }

    /// `body if test else orelse`. On a runtime scalar condition only the chosen side runs (an
    /// `if` op); a tensor condition of several elements selects element-wise (`tl.where`).
    pub(super) fn if_exp(&mut self, e: &Json) -> R<Val> {
        let cond = match self.expr(&e["test"])? {
            Val::Py(p) => return if p.truthy() { self.expr(&e["body"]) } else { self.expr(&e["orelse"]) },
            Val::Ir(c) if self.ty(c).numel() > 1 => {
                let a = self.expr(&e["body"])?;
                let b = self.expr(&e["orelse"])?;
                return self.builtin("where", vec![Val::Ir(c), a, b], vec![], e);
            }
            other => self.condition(other, "a conditional expression", &e["test"])?,
        };
        let (mut tb, _, tv) = self.lower_branch(|l| l.expr(&e["body"]))?;
        let (mut eb, _, ev) = self.lower_branch(|l| l.expr(&e["orelse"]))?;
        let mut y = Yields::default();
        let m = self.merge(MergeOf::Ternary, Some(&tv), Some(&ev), &mut tb, &mut eb, &mut y, e)?;
        let results = self.emit_if(cond, tb, eb, y, e);
        Ok(rebuild(m, &results))
    }

    /// `if cond: then_f else: else_f` on a runtime i1. The variables that exist after both
    /// branches and that either changed become results of the `if` op (and the returned value,
    /// which one branch alone may set).
    pub(super) fn dyn_if(
        &mut self,
        cond: ValueId,
        then_f: impl FnOnce(&mut Self) -> R<()>,
        else_f: impl FnOnce(&mut Self) -> R<()>,
        at: &Json,
    ) -> R<()> {
        let before = self.scopes.last().unwrap().env.clone();
        let (mut tb, tenv, ()) = self.lower_branch(then_f)?;
        let (mut eb, eenv, ()) = self.lower_branch(else_f)?;
        let mut names: Vec<&String> = tenv.keys().chain(eenv.keys()).collect();
        names.sort();
        names.dedup();
        let mut y = Yields::default();
        let mut merged = vec![];
        for n in names {
            let (tv, ev) = (tenv.get(n), eenv.get(n));
            if n != RET {
                let (Some(t), Some(e)) = (tv, ev) else { continue };
                if before.get(n).is_some_and(|old| same_val(old, t) && same_val(old, e)) {
                    continue;
                }
            }
            let what = if n == RET { MergeOf::Return } else { MergeOf::Var(n) };
            let m = self.merge(what, tv, ev, &mut tb, &mut eb, &mut y, at)?;
            merged.push((n.clone(), m));
        }
        let results = self.emit_if(cond, tb, eb, y, at);
        for (n, m) in merged {
            self.set(&n, rebuild(m, &results));
        }
        Ok(())
    }

    /// Lower `f` into a new block, from (and leaving) the current variables: (the block, the
    /// variables at its end, what `f` returned).
    fn lower_branch<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<(Block, HashMap<String, Val>, T)> {
        let saved = self.scopes.last().unwrap().env.clone();
        self.blocks.push(Block::default());
        let r = f(self);
        let block = self.blocks.pop().unwrap();
        let v = r?;
        let env = std::mem::replace(&mut self.scopes.last_mut().unwrap().env, saved);
        Ok((block, env, v))
    }

    fn emit_if(&mut self, cond: ValueId, mut tb: Block, mut eb: Block, y: Yields, at: &Json) -> Vec<ValueId> {
        if at["lineno"].is_u64() {
            self.loc = self.loc_of(at, self.cur_file());
        }
        let types: Vec<Type> = y.then_vals.iter().map(|v| self.ty(*v).clone()).collect();
        let consts: Vec<bool> = y.then_vals.iter().map(|v| self.is_const_ptr(*v)).collect();
        let loc = self.loc;
        tb.ops.push(Op { kind: OpKind::Yield(y.then_vals), results: vec![], loc });
        eb.ops.push(Op { kind: OpKind::Yield(y.else_vals), results: vec![], loc });
        let results = self.emit(OpKind::If { cond, then_block: tb, else_block: eb }, types);
        for (r, c) in results.iter().zip(consts) {
            if c {
                self.const_ptrs.insert(*r);
            }
        }
        results
    }

    /// Merge one variable's values at the end of the two branches (`None`: the branch did not
    /// set it, only possible for the returned value).
    #[allow(clippy::too_many_arguments)]
    fn merge(
        &mut self,
        what: MergeOf,
        tv: Option<&Val>,
        ev: Option<&Val>,
        tb: &mut Block,
        eb: &mut Block,
        y: &mut Yields,
        at: &Json,
    ) -> R<Merged> {
        match (tv, ev) {
            (None, None) => Ok(Merged::Static(Val::Py(Py::None))),
            (Some(t), Some(e)) if same_val(t, e) => Ok(Merged::Static(t.clone())),
            (Some(Val::Tuple(a)), Some(Val::Tuple(b))) if a.len() == b.len() => {
                let mut out = vec![];
                for (x, z) in a.iter().zip(b) {
                    out.push(self.merge(what, Some(x), Some(z), tb, eb, y, at)?);
                }
                Ok(Merged::Tuple(out))
            }
            (Some(Val::Block(a)), Some(Val::Block(b))) if a.same_tensor(b) => {
                let mut out = vec![];
                for (x, z) in a.offsets.iter().zip(&b.offsets) {
                    out.push(self.merge(what, Some(&Val::Ir(*x)), Some(&Val::Ir(*z)), tb, eb, y, at)?);
                }
                Ok(Merged::Block(a.clone(), out))
            }
            (Some(v), None) | (None, Some(v)) => {
                // A value returned on the paths through one branch only: the other branch's
                // paths return later, or never read it.
                let in_then = tv.is_some();
                match v {
                    Val::Tuple(items) => {
                        let mut out = vec![];
                        for x in items {
                            let (a, b) = if in_then { (Some(x), None) } else { (None, Some(x)) };
                            out.push(self.merge(what, a, b, tb, eb, y, at)?);
                        }
                        Ok(Merged::Tuple(out))
                    }
                    Val::Ir(id) => {
                        let ty = self.ty(*id).clone();
                        let filler = self.zero_in(if in_then { eb } else { tb }, &ty, at)?;
                        if self.is_const_ptr(*id) {
                            self.const_ptrs.insert(filler);
                        }
                        let (t, e) = if in_then { (*id, filler) } else { (filler, *id) };
                        Ok(self.push_result(y, t, e))
                    }
                    other => Ok(Merged::Static(other.clone())),
                }
            }
            (Some(t), Some(e)) => {
                let number = |v: &Val| matches!(v, Val::Ir(_) | Val::Py(Py::Int(_) | Py::Float(_) | Py::Bool(_)));
                if !number(t) || !number(e) {
                    return Err(self.mismatch(what, self.describe(t), self.describe(e), at));
                }
                let is_ptr = |l: &Self, v: &Val| matches!(v, Val::Ir(id) if l.ty(*id).dtype.is_ptr());
                if is_ptr(self, t) || is_ptr(self, e) {
                    // pointers merge only with pointers of the same type (const included)
                    let (Val::Ir(a), Val::Ir(b)) = (t, e) else {
                        return Err(self.mismatch(what, self.describe(t), self.describe(e), at));
                    };
                    if self.ty(*a) != self.ty(*b) || self.is_const_ptr(*a) != self.is_const_ptr(*b) {
                        return Err(self.mismatch(what, self.type_str(*a), self.type_str(*b), at));
                    }
                    return Ok(self.push_result(y, *a, *b));
                }
                if let (Val::Ir(a), Val::Ir(b)) = (t, e) {
                    if self.ty(*a) == self.ty(*b) {
                        return Ok(self.push_result(y, *a, *b));
                    }
                }
                // numbers: promoted and broadcast to a common type, as `tl.where` does
                let dtype = self.promote(t, e, at)?;
                let shape_of = |l: &Self, v: &Val| match v {
                    Val::Ir(id) => l.ty(*id).shape.clone(),
                    _ => vec![],
                };
                let shape = self.broadcast_shape(&shape_of(self, t), &shape_of(self, e), at)?;
                let a = self.leaf_in(tb, t.clone(), dtype, &shape, at)?;
                let b = self.leaf_in(eb, e.clone(), dtype, &shape, at)?;
                Ok(self.push_result(y, a, b))
            }
        }
    }

    fn push_result(&mut self, y: &mut Yields, t: ValueId, e: ValueId) -> Merged {
        y.then_vals.push(t);
        y.else_vals.push(e);
        Merged::Result(y.then_vals.len() - 1)
    }

    fn mismatch(&self, what: MergeOf, a: String, b: String, at: &Json) -> CompileError {
        let msg = match what {
            MergeOf::Var(n) => format!("Mismatched type for {n} between then block ({a}) and else block ({b})"),
            MergeOf::Return => format!("Return type mismatch: {a} and {b}"),
            MergeOf::Ternary => {
                format!("Ternary expression with dynamic condition has inconsistent types {a} and {b}")
            }
        };
        self.err_at(at, &msg)
    }

    /// `v` as a value of `dtype` and `shape`, emitted at the end of `block`.
    fn leaf_in(&mut self, block: &mut Block, v: Val, dtype: Scalar, shape: &[i64], at: &Json) -> R<ValueId> {
        self.blocks.push(std::mem::take(block));
        let r = self.typed_value(v, dtype, at).and_then(|x| self.broadcast_to(x, shape, at));
        *block = self.blocks.pop().unwrap();
        r
    }

    /// A value of type `ty` that is never read (zeros; a null pointer), at the end of `block`.
    fn zero_in(&mut self, block: &mut Block, ty: &Type, at: &Json) -> R<ValueId> {
        self.blocks.push(std::mem::take(block));
        let zero = match ty.dtype.scalar() {
            Some(s) => self.const_scalar(Const::Int(0), s),
            None => {
                let addr = self.const_scalar(Const::Int(0), Scalar::I64);
                self.emit1(OpKind::Cast(addr), Type::scalar(ty.dtype.clone()))
            }
        };
        let r = self.broadcast_to(zero, &ty.shape, at);
        *block = self.blocks.pop().unwrap();
        r
    }
}

fn rebuild(m: Merged, results: &[ValueId]) -> Val {
    match m {
        Merged::Static(v) => v,
        Merged::Result(i) => Val::Ir(results[i]),
        Merged::Tuple(items) => Val::Tuple(items.into_iter().map(|x| rebuild(x, results)).collect()),
        Merged::Block(mut b, offsets) => {
            b.offsets = offsets
                .into_iter()
                .map(|m| match rebuild(m, results) {
                    Val::Ir(v) => v,
                    _ => unreachable!("block offsets merge to values"),
                })
                .collect();
            Val::Block(b)
        }
    }
}
