//! Loop-carried values that advance by a loop-invariant step (`a_ptrs += BLOCK_K * stride_ak`,
//! `offs_k += BLOCK_K`) are rewritten as functions of the induction variable:
//! `init + ((iv - lb) / step) * inc`, and the loop stops carrying them.
//!
//! Kernels written with carried pointer tiles then compile as those that recompute their offsets
//! from `k`: no pointer tile crosses iterations (it would live in shared memory on GPUs), the
//! operand loads of iteration `i + s` have addresses the pipeliner can form for any `s`, and the
//! per-thread base addresses are loop-invariant (hoisted by LICM). The initial tile is rebuilt
//! inside the loop when it is a pure computation from scalars, so it is not read across the loop
//! boundary either.

use std::collections::{HashMap, HashSet};
use tm_frontend::tile_ir::*;

/// Apply the rewrite to every `for` loop of `f`.
pub fn derive_carried_from_iv(f: &mut Function) {
    let defs = crate::passes::analysis::defining_ops(f);
    let mut used = HashSet::new();
    crate::passes::analysis::collect_uses(&f.body, &mut used);
    let mut body = std::mem::take(&mut f.body);
    rewrite_block(f, &mut body, &defs, &used);
    f.body = body;
}

/// Ops that may be recomputed anywhere: no memory access, no region, cheap.
fn recomputable(k: &OpKind) -> bool {
    use OpKind::*;
    matches!(
        k,
        Const(_)
            | Param(_)
            | ProgramId(_)
            | NumPrograms(_)
            | Arange(..)
            | Splat(_)
            | Broadcast(_)
            | ExpandDims(..)
            | Reshape(_)
            | Permute(..)
            | Bin(..)
            | Cmp(..)
            | Cast(_)
            | Bitcast(_)
            | Select(..)
            | AddPtr(..)
    )
}

fn rewrite_block(f: &mut Function, b: &mut Block, defs: &HashMap<ValueId, OpKind>, used: &HashSet<ValueId>) {
    let mut i = 0;
    while i < b.ops.len() {
        for inner in b.ops[i].kind.blocks_mut() {
            rewrite_block(f, inner, defs, used);
        }
        rewrite_loop(f, &mut b.ops[i], defs, used);
        i += 1;
    }
}

/// A carried value `k` of a loop that qualifies: its update and the step it adds.
struct Advance {
    k: usize,
    inc: ValueId,
    is_ptr: bool,
}

fn rewrite_loop(f: &mut Function, op: &mut Op, defs: &HashMap<ValueId, OpKind>, used: &HashSet<ValueId>) {
    let results = op.results.clone();
    let loc = op.loc;
    let OpKind::For { lb, step, inits, body, .. } = &mut op.kind else { return };
    let (lb, step) = (*lb, *step);
    let yielded = body.yielded().to_vec();
    if yielded.len() + 1 != body.args.len() {
        return;
    }
    let body_defs: HashMap<ValueId, usize> =
        body.ops.iter().enumerate().flat_map(|(i, o)| o.results.iter().map(move |r| (*r, i))).collect();
    let args: Vec<ValueId> = body.args[1..].to_vec();
    let arg_set: HashSet<ValueId> = args.iter().copied().chain([body.args[0]]).collect();
    // Invariant in the body: defined outside it, or by recomputable body ops of invariant values.
    fn invariant(
        v: ValueId,
        body: &Block,
        body_defs: &HashMap<ValueId, usize>,
        args: &HashSet<ValueId>,
        depth: usize,
    ) -> bool {
        if args.contains(&v) || depth > 64 {
            return false;
        }
        match body_defs.get(&v) {
            None => true,
            Some(&i) => {
                let o = &body.ops[i];
                recomputable(&o.kind)
                    && o.kind.operands().iter().all(|x| invariant(*x, body, body_defs, args, depth + 1))
            }
        }
    }
    let mut found = vec![];
    for (k, a) in args.iter().enumerate() {
        let ty = f.ty(*a).clone();
        if results.get(k).is_some_and(|r| used.contains(r)) {
            continue; // the final value is read after the loop
        }
        let Some(&di) = body_defs.get(&yielded[k]) else { continue };
        let inc = match (&body.ops[di].kind, ty.dtype.is_ptr()) {
            (OpKind::AddPtr(p, o), true) if p == a => *o,
            (OpKind::Bin(BinOp::Add, x, y), false) if ty.dtype.is_int() && !ty.dtype.is_bool() => {
                if x == a {
                    *y
                } else if y == a {
                    *x
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        if inc == *a || !invariant(inc, body, &body_defs, &arg_set, 0) {
            continue;
        }
        // The update must be the value's only use besides the body's reads of it.
        let update_uses = body.ops.iter().filter(|o| o.kind.operands().contains(&yielded[k])).count();
        if update_uses != 1 {
            continue;
        }
        found.push(Advance { k, inc, is_ptr: ty.dtype.is_ptr() });
    }
    if found.is_empty() {
        return;
    }
    let iv = body.args[0];
    let ity = f.ty(iv).clone();
    let is = ity.dtype.scalar().unwrap_or(Scalar::I32);
    let mut pre: Vec<Op> = vec![];
    let emit = |f: &mut Function, pre: &mut Vec<Op>, kind: OpKind, ty: Type| -> ValueId {
        let v = f.new_value(ty);
        pre.push(Op { kind, results: vec![v], loc });
        v
    };
    // Iterations done so far.
    let is_const = |v: ValueId, c: i64| matches!(defs.get(&v), Some(OpKind::Const(Const::Int(x))) if *x == c);
    let done = if is_const(lb, 0) && is_const(step, 1) {
        iv
    } else {
        let d = emit(f, &mut pre, OpKind::Bin(BinOp::Sub, iv, lb), ity.clone());
        emit(f, &mut pre, OpKind::Bin(BinOp::IDiv, d, step), ity.clone())
    };
    let mut sub: HashMap<ValueId, ValueId> = HashMap::new();
    for adv in &found {
        let a = args[adv.k];
        let aty = f.ty(a).clone();
        let inc = clone_tree(f, &mut pre, adv.inc, body, &body_defs, &mut sub);
        let init = rebuild_outer(f, &mut pre, inits[adv.k], defs, &mut HashMap::new(), loc, 0);
        let incty = f.ty(inc).clone();
        let replacement = if adv.is_ptr {
            // Summed in 64 bits, as the repeated pointer increments are.
            let i64s = Scalar::I64;
            let widen = |f: &mut Function, pre: &mut Vec<Op>, v: ValueId| -> ValueId {
                let t = f.ty(v).clone();
                if t.dtype.scalar() == Some(i64s) {
                    v
                } else {
                    emit(f, pre, OpKind::Cast(v), t.with_dtype(DType::Scalar(i64s)))
                }
            };
            let done64 = widen(f, &mut pre, done);
            let splat_of = match body_defs.get(&adv.inc).map(|&i| &body.ops[i].kind).or_else(|| defs.get(&adv.inc)) {
                Some(OpKind::Splat(s)) => Some(*s),
                _ => None,
            };
            let offset = match (splat_of, incty.is_tensor()) {
                (Some(s), true) => {
                    let s = *sub.get(&s).unwrap_or(&s);
                    let s64 = widen(f, &mut pre, s);
                    let m = emit(f, &mut pre, OpKind::Bin(BinOp::Mul, done64, s64), Type::scalar(DType::Scalar(i64s)));
                    emit(f, &mut pre, OpKind::Splat(m), Type::tensor(DType::Scalar(i64s), aty.shape.clone()))
                }
                (_, true) => {
                    let inc64 = widen(f, &mut pre, inc);
                    let t = emit(
                        f,
                        &mut pre,
                        OpKind::Splat(done64),
                        Type::tensor(DType::Scalar(i64s), incty.shape.clone()),
                    );
                    emit(
                        f,
                        &mut pre,
                        OpKind::Bin(BinOp::Mul, t, inc64),
                        Type::tensor(DType::Scalar(i64s), incty.shape.clone()),
                    )
                }
                (_, false) => {
                    let inc64 = widen(f, &mut pre, inc);
                    let m =
                        emit(f, &mut pre, OpKind::Bin(BinOp::Mul, done64, inc64), Type::scalar(DType::Scalar(i64s)));
                    if aty.is_tensor() {
                        emit(f, &mut pre, OpKind::Splat(m), Type::tensor(DType::Scalar(i64s), aty.shape.clone()))
                    } else {
                        m
                    }
                }
            };
            emit(f, &mut pre, OpKind::AddPtr(init, offset), aty.clone())
        } else {
            // Integers wrap the same way whether added k times or multiplied by k.
            let es = aty.dtype.scalar().unwrap();
            let d =
                if es == is { done } else { emit(f, &mut pre, OpKind::Cast(done), Type::scalar(DType::Scalar(es))) };
            let d = if incty.is_tensor() { emit(f, &mut pre, OpKind::Splat(d), incty.clone()) } else { d };
            let m = emit(f, &mut pre, OpKind::Bin(BinOp::Mul, d, inc), incty.clone());
            let m = if aty.is_tensor() && !incty.is_tensor() {
                emit(f, &mut pre, OpKind::Splat(m), aty.clone())
            } else {
                m
            };
            emit(f, &mut pre, OpKind::Bin(BinOp::Add, init, m), aty.clone())
        };
        f.copy_hint(a, replacement);
        f.replace_read_offsets(a, replacement);
        body.replace_uses(a, replacement);
    }
    // Drop the carried values: their updates are dead, the loop no longer passes them on.
    let drop: HashSet<usize> = found.iter().map(|a| a.k).collect();
    let dead: HashSet<ValueId> = found.iter().map(|a| yielded[a.k]).collect();
    let mut ops = pre;
    ops.extend(std::mem::take(&mut body.ops).into_iter().filter(|o| !o.results.iter().any(|r| dead.contains(r))));
    if let Some(Op { kind: OpKind::Yield(v), .. }) = ops.last_mut() {
        *v = v.iter().enumerate().filter(|(k, _)| !drop.contains(k)).map(|(_, x)| *x).collect();
    }
    body.ops = ops;
    let keep = |k: usize| !drop.contains(&k);
    body.args = std::iter::once(body.args[0])
        .chain(args.iter().enumerate().filter(|(k, _)| keep(*k)).map(|(_, a)| *a))
        .collect();
    *inits = inits.iter().enumerate().filter(|(k, _)| keep(*k)).map(|(_, x)| *x).collect();
    op.results = results.iter().enumerate().filter(|(k, _)| keep(*k)).map(|(_, r)| *r).collect();
}

/// Copy of the body ops computing `v` (recomputable, invariant), appended to `pre`.
fn clone_tree(
    f: &mut Function,
    pre: &mut Vec<Op>,
    v: ValueId,
    body: &Block,
    body_defs: &HashMap<ValueId, usize>,
    sub: &mut HashMap<ValueId, ValueId>,
) -> ValueId {
    if let Some(s) = sub.get(&v) {
        return *s;
    }
    let Some(&i) = body_defs.get(&v) else { return v };
    let op = body.ops[i].clone();
    let mut kind = op.kind.clone();
    for x in kind.operands_mut() {
        *x = clone_tree(f, pre, *x, body, body_defs, sub);
    }
    let r = f.new_value(f.ty(v).clone());
    f.copy_hint(v, r);
    pre.push(Op { kind, results: vec![r], loc: op.loc });
    sub.insert(v, r);
    r
}

/// Rebuild a tile defined before the loop inside it, when it is a pure computation from scalars
/// (a read across the loop boundary would keep the whole tile in memory on GPUs). Anything else
/// is used as it is.
fn rebuild_outer(
    f: &mut Function,
    pre: &mut Vec<Op>,
    v: ValueId,
    defs: &HashMap<ValueId, OpKind>,
    sub: &mut HashMap<ValueId, ValueId>,
    loc: Loc,
    depth: usize,
) -> ValueId {
    if !f.ty(v).is_tensor() {
        return v;
    }
    fn buildable(v: ValueId, f: &Function, defs: &HashMap<ValueId, OpKind>, depth: usize) -> bool {
        if !f.ty(v).is_tensor() {
            return true;
        }
        if depth > 64 {
            return false;
        }
        match defs.get(&v) {
            Some(kind) => recomputable(kind) && kind.operands().iter().all(|x| buildable(*x, f, defs, depth + 1)),
            None => false,
        }
    }
    if depth == 0 && !buildable(v, f, defs, 0) {
        return v;
    }
    if let Some(s) = sub.get(&v) {
        return *s;
    }
    let mut kind = defs[&v].clone();
    for x in kind.operands_mut() {
        *x = rebuild_outer(f, pre, *x, defs, sub, loc, depth + 1);
    }
    let r = f.new_value(f.ty(v).clone());
    f.copy_hint(v, r);
    pre.push(Op { kind, results: vec![r], loc });
    sub.insert(v, r);
    r
}
