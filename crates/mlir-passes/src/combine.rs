//! Tile-IR rewrites that run before lowering.

use std::collections::HashMap;
use tm_frontend::tile_ir::*;

/// `x + dot(a, b, 0)` (either operand order) becomes `dot(a, b, x)` where the dot has no other
/// use: `acc += tl.dot(a, b)` then accumulates in place, which the matrix-engine lowering keeps
/// in registers across a K loop.
pub fn fuse_dot_accumulate(f: &mut Function) {
    let mut uses = HashMap::new();
    count_uses(&f.body, &mut uses);
    let types = f.types.clone();
    fuse_in_block(&mut f.body, &uses, &types);
}

fn count_uses(b: &Block, uses: &mut HashMap<ValueId, usize>) {
    for op in &b.ops {
        for v in op.kind.operands() {
            *uses.entry(v).or_default() += 1;
        }
        for inner in op.kind.blocks() {
            count_uses(inner, uses);
        }
    }
}

fn blocks_mut(k: &mut OpKind) -> Vec<&mut Block> {
    match k {
        OpKind::For { body, .. } => vec![body],
        OpKind::If { then_block, else_block, .. } => vec![then_block, else_block],
        OpKind::While { before, body, .. } => vec![before, body],
        _ => vec![],
    }
}

fn fuse_in_block(b: &mut Block, uses: &HashMap<ValueId, usize>, types: &[Type]) {
    for op in b.ops.iter_mut() {
        for inner in blocks_mut(&mut op.kind) {
            fuse_in_block(inner, uses, types);
        }
    }
    let index_of: HashMap<ValueId, usize> =
        b.ops.iter().enumerate().filter_map(|(i, op)| op.results.first().map(|r| (*r, i))).collect();
    let is_zero = |ops: &[Op], v: ValueId| -> bool {
        let Some(&i) = index_of.get(&v) else { return false };
        let OpKind::Splat(c) = ops[i].kind else { return false };
        let Some(&ci) = index_of.get(&c) else { return false };
        matches!(ops[ci].kind, OpKind::Const(Const::Int(0))) || matches!(ops[ci].kind, OpKind::Const(Const::Float(z)) if z == 0.0)
    };
    let mut removed = vec![];
    for j in 0..b.ops.len() {
        let OpKind::Bin(BinOp::Add, x, y) = b.ops[j].kind else { continue };
        let r = b.ops[j].results[0];
        for (other, d) in [(x, y), (y, x)] {
            let Some(&i) = index_of.get(&d) else { continue };
            let OpKind::Dot { a, b: bb, acc } = b.ops[i].kind else { continue };
            if i >= j || removed.contains(&i) || uses.get(&d) != Some(&1) || !is_zero(&b.ops, acc) {
                continue;
            }
            if types[other.0 as usize] != types[r.0 as usize] || types[d.0 as usize] != types[r.0 as usize] {
                continue;
            }
            b.ops[j].kind = OpKind::Dot { a, b: bb, acc: other };
            removed.push(i);
            break;
        }
    }
    removed.sort_unstable();
    for i in removed.into_iter().rev() {
        b.ops.remove(i);
    }
}
