; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

define void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr {
  %13 = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call i32 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=r,r"(i32 0) #2
  %18 = shl i32 %15, 6
  %19 = shl nuw nsw i32 %16, 6
  %20 = icmp sgt i32 %5, 0
  %21 = icmp sgt i32 %5, 32
  %22 = shl nuw nsw i64 %14, 3
  %23 = and i64 %22, 24
  %24 = lshr i64 %14, 2
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = or disjoint i32 %18, %25
  %27 = mul i32 %26, %6
  %28 = sext i32 %27 to i64
  %29 = getelementptr half, ptr addrspace(1) %0, i64 %28
  %30 = trunc nuw nsw i64 %23 to i32
  %31 = getelementptr half, ptr addrspace(1) %29, i64 %23
  %32 = lshr i64 %14, 3
  %33 = xor i64 %32, %14
  %34 = shl nuw nsw i64 %24, 6
  %35 = shl nuw nsw i64 %33, 4
  %36 = and i64 %35, 48
  %37 = or disjoint i64 %36, %34
  %38 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %37
  %39 = icmp slt i32 %26, %3
  %40 = icmp slt i32 %30, %5
  %41 = and i1 %39, %40
  %42 = and i1 %20, %41
  %43 = xor i1 %42, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %38, ptr addrspace(1) %31, i1 %43) #2
  %44 = or disjoint i32 %26, 32
  %45 = mul i32 %44, %6
  %46 = sext i32 %45 to i64
  %47 = getelementptr half, ptr addrspace(1) %0, i64 %46
  %48 = getelementptr half, ptr addrspace(1) %47, i64 %23
  %49 = getelementptr i8, ptr addrspace(3) %38, i64 2048
  %50 = icmp slt i32 %44, %3
  %51 = and i1 %50, %40
  %52 = and i1 %20, %51
  %53 = xor i1 %52, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %49, ptr addrspace(1) %48, i1 %53) #2
  %54 = and i64 %22, 56
  %55 = trunc nuw nsw i64 %32 to i32
  %56 = mul i32 %55, %8
  %57 = sext i32 %56 to i64
  %58 = getelementptr half, ptr addrspace(1) %1, i64 %57
  %59 = trunc nuw nsw i64 %54 to i32
  %60 = or disjoint i32 %19, %59
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr half, ptr addrspace(1) %58, i64 %61
  %63 = lshr exact i64 %54, 3
  %64 = and i64 %32, 7
  %65 = xor i64 %63, %64
  %66 = shl nuw nsw i64 %32, 7
  %67 = shl nuw nsw i64 %65, 4
  %68 = or disjoint i64 %67, %66
  %69 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %68
  %70 = getelementptr i8, ptr addrspace(3) %69, i64 12288
  %71 = icmp slt i32 %55, %5
  %72 = icmp slt i32 %60, %4
  %73 = and i1 %72, %71
  %74 = and i1 %20, %73
  %75 = xor i1 %74, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %70, ptr addrspace(1) %62, i1 %75) #2
  %76 = or disjoint i64 %32, 16
  %77 = trunc nuw nsw i64 %76 to i32
  %78 = mul i32 %77, %8
  %79 = sext i32 %78 to i64
  %80 = getelementptr half, ptr addrspace(1) %1, i64 %79
  %81 = getelementptr half, ptr addrspace(1) %80, i64 %61
  %82 = getelementptr i8, ptr addrspace(3) %69, i64 14336
  %83 = icmp slt i32 %77, %5
  %84 = and i1 %72, %83
  %85 = and i1 %20, %84
  %86 = xor i1 %85, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %82, ptr addrspace(1) %81, i1 %86) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %87 = or disjoint i32 %30, 32
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr half, ptr addrspace(1) %29, i64 %88
  %90 = getelementptr i8, ptr addrspace(3) %38, i64 4096
  %91 = icmp slt i32 %87, %5
  %92 = and i1 %39, %91
  %93 = and i1 %21, %92
  %94 = xor i1 %93, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %90, ptr addrspace(1) %89, i1 %94) #2
  %95 = getelementptr half, ptr addrspace(1) %47, i64 %88
  %96 = getelementptr i8, ptr addrspace(3) %38, i64 6144
  %97 = and i1 %50, %91
  %98 = and i1 %21, %97
  %99 = xor i1 %98, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %96, ptr addrspace(1) %95, i1 %99) #2
  %100 = or disjoint i32 %55, 32
  %101 = mul i32 %100, %8
  %102 = sext i32 %101 to i64
  %103 = getelementptr half, ptr addrspace(1) %1, i64 %102
  %104 = getelementptr half, ptr addrspace(1) %103, i64 %61
  %105 = getelementptr i8, ptr addrspace(3) %69, i64 16384
  %106 = icmp slt i32 %100, %5
  %107 = and i1 %72, %106
  %108 = and i1 %21, %107
  %109 = xor i1 %108, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %105, ptr addrspace(1) %104, i1 %109) #2
  %110 = or disjoint i32 %77, 32
  %111 = mul i32 %110, %8
  %112 = sext i32 %111 to i64
  %113 = getelementptr half, ptr addrspace(1) %1, i64 %112
  %114 = getelementptr half, ptr addrspace(1) %113, i64 %61
  %115 = getelementptr i8, ptr addrspace(3) %69, i64 18432
  %116 = icmp slt i32 %110, %5
  %117 = and i1 %72, %116
  %118 = and i1 %21, %117
  %119 = xor i1 %118, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %115, ptr addrspace(1) %114, i1 %119) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  br i1 %20, label %.preheader, label %351

.preheader:                                       ; preds = %12
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %61
  br label %120

120:                                              ; preds = %.preheader, %120
  %121 = phi i32 [ 0, %.preheader ], [ %314, %120 ]
  %122 = phi float [ undef, %.preheader ], [ %276, %120 ]
  %123 = phi float [ undef, %.preheader ], [ %275, %120 ]
  %124 = phi float [ undef, %.preheader ], [ %274, %120 ]
  %125 = phi float [ undef, %.preheader ], [ %273, %120 ]
  %126 = phi float [ undef, %.preheader ], [ %272, %120 ]
  %127 = phi float [ undef, %.preheader ], [ %271, %120 ]
  %128 = phi float [ undef, %.preheader ], [ %270, %120 ]
  %129 = phi float [ undef, %.preheader ], [ %269, %120 ]
  %130 = phi float [ undef, %.preheader ], [ %268, %120 ]
  %131 = phi float [ undef, %.preheader ], [ %267, %120 ]
  %132 = phi float [ undef, %.preheader ], [ %266, %120 ]
  %133 = phi float [ undef, %.preheader ], [ %265, %120 ]
  %134 = phi float [ undef, %.preheader ], [ %264, %120 ]
  %135 = phi float [ undef, %.preheader ], [ %263, %120 ]
  %136 = phi float [ undef, %.preheader ], [ %262, %120 ]
  %137 = phi float [ undef, %.preheader ], [ %261, %120 ]
  %138 = phi float [ undef, %.preheader ], [ %260, %120 ]
  %139 = phi float [ undef, %.preheader ], [ %259, %120 ]
  %140 = phi float [ undef, %.preheader ], [ %258, %120 ]
  %141 = phi float [ undef, %.preheader ], [ %257, %120 ]
  %142 = phi float [ undef, %.preheader ], [ %256, %120 ]
  %143 = phi float [ undef, %.preheader ], [ %255, %120 ]
  %144 = phi float [ undef, %.preheader ], [ %254, %120 ]
  %145 = phi float [ undef, %.preheader ], [ %253, %120 ]
  %146 = phi float [ undef, %.preheader ], [ %252, %120 ]
  %147 = phi float [ undef, %.preheader ], [ %251, %120 ]
  %148 = phi float [ undef, %.preheader ], [ %250, %120 ]
  %149 = phi float [ undef, %.preheader ], [ %249, %120 ]
  %150 = phi float [ undef, %.preheader ], [ %248, %120 ]
  %151 = phi float [ undef, %.preheader ], [ %247, %120 ]
  %152 = phi float [ undef, %.preheader ], [ %246, %120 ]
  %153 = phi float [ undef, %.preheader ], [ %245, %120 ]
  %154 = phi i32 [ 0, %.preheader ], [ %315, %120 ]
  %155 = icmp ne i32 %154, 0
  %156 = zext i1 %155 to i32
  %157 = add i32 %154, 64
  %158 = icmp slt i32 %157, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #2
  %159 = shl nuw nsw i32 %121, 12
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #2
  %160 = add i32 %159, add (i32 ptrtoint (ptr addrspace(3) @global_smem to i32), i32 12288)
  %161 = lshr exact i32 %160, 4
  %162 = and i32 %161, 16383
  %163 = add i32 %121, %17
  %164 = shl i32 %163, 12
  %165 = add i32 %164, ptrtoint (ptr addrspace(3) @global_smem to i32)
  %166 = lshr exact i32 %165, 4
  %167 = and i32 %166, 16383
  %168 = zext nneg i32 %162 to i64
  %169 = or disjoint i64 %168, 4611686293322072064
  %170 = zext nneg i32 %167 to i64
  %171 = or disjoint i64 %170, -9223371899415756800
  %172 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %171, i64 %169, i32 %156, float %153, float %152, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137, float %136, float %135, float %134, float %133, float %132, float %131, float %130, float %129, float %128, float %127, float %126, float %125, float %124, float %123, float %122) #2
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 0
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 1
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 2
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 3
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 4
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 5
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 6
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 7
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 8
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 9
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 10
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 11
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 12
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 13
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 14
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 15
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 16
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 17
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 18
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 19
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 20
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 21
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 22
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 23
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 24
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 25
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 26
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 27
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 28
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 29
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 30
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %172, 31
  %205 = add nuw nsw i32 %162, 16777344
  %206 = zext nneg i32 %205 to i64
  %207 = or disjoint i64 %206, 4611686293305294848
  %208 = add nuw nsw i32 %167, 65538
  %209 = zext nneg i32 %208 to i64
  %210 = or disjoint i64 %209, -9223371899415822336
  %211 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %210, i64 %207, i32 1, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204) #2
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 0
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 1
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 2
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 3
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 4
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 5
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 6
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 7
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 8
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 9
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 10
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 11
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 12
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 13
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 14
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 15
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 16
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 17
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 18
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 19
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 20
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 21
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 22
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 23
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 24
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 25
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 26
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 27
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 28
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 29
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 30
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %211, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #2
  %244 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243) #2
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 0
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 1
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 2
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 3
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 4
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 5
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 6
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 7
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 8
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 9
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 10
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 11
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 12
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 13
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 14
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 15
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 16
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 17
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 18
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 19
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 20
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 21
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 22
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 23
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 24
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 25
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 26
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 27
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 28
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 29
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 30
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %244, 31
  tail call void @llvm.nvvm.barrier0()
  %.not = icmp eq i32 %121, 0
  %277 = add nsw i32 %121, -1
  %278 = select i1 %.not, i32 2, i32 %277
  %279 = sext i32 %278 to i64
  %280 = shl nsw i64 %279, 12
  %281 = or disjoint i32 %157, %30
  %282 = sext i32 %281 to i64
  %283 = getelementptr half, ptr addrspace(1) %29, i64 %282
  %284 = getelementptr i8, ptr addrspace(3) %38, i64 %280
  %285 = icmp slt i32 %281, %5
  %286 = and i1 %39, %285
  %287 = and i1 %158, %286
  %288 = xor i1 %287, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %284, ptr addrspace(1) %283, i1 %288) #2
  %289 = getelementptr half, ptr addrspace(1) %47, i64 %282
  %290 = getelementptr i8, ptr addrspace(3) %284, i64 2048
  %291 = and i1 %50, %285
  %292 = and i1 %158, %291
  %293 = xor i1 %292, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %290, ptr addrspace(1) %289, i1 %293) #2
  %294 = or disjoint i32 %157, %55
  %295 = mul i32 %294, %8
  %296 = sext i32 %295 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %296
  %297 = shl nsw i64 %279, 44
  %sext = add nsw i64 %297, 52776558133248
  %298 = ashr exact i64 %sext, 32
  %299 = getelementptr i8, ptr addrspace(3) %69, i64 %298
  %300 = icmp slt i32 %294, %5
  %301 = and i1 %72, %300
  %302 = and i1 %158, %301
  %303 = xor i1 %302, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %299, ptr addrspace(1) %gep, i1 %303) #2
  %304 = or disjoint i32 %157, %77
  %305 = mul i32 %304, %8
  %306 = sext i32 %305 to i64
  %gep34 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %306
  %307 = getelementptr i8, ptr addrspace(3) %299, i64 2048
  %308 = icmp slt i32 %304, %5
  %309 = and i1 %72, %308
  %310 = and i1 %158, %309
  %311 = xor i1 %310, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %307, ptr addrspace(1) %gep34, i1 %311) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %312 = add i32 %121, 1
  %313 = icmp eq i32 %312, 3
  %314 = select i1 %313, i32 0, i32 %312
  %315 = add i32 %154, 32
  %316 = icmp slt i32 %315, %5
  br i1 %316, label %120, label %317

317:                                              ; preds = %120
  %318 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276) #2
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 0
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 1
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 2
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 3
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 4
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 5
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 6
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 7
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 8
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 9
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 10
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 11
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 12
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 13
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 14
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 15
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 16
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 17
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 18
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 19
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 20
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 21
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 22
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 23
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 24
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 25
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 26
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 27
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 28
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 29
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 30
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %318, 31
  br label %351

351:                                              ; preds = %317, %12
  %352 = phi float [ %319, %317 ], [ 0.000000e+00, %12 ]
  %353 = phi float [ %320, %317 ], [ 0.000000e+00, %12 ]
  %354 = phi float [ %321, %317 ], [ 0.000000e+00, %12 ]
  %355 = phi float [ %322, %317 ], [ 0.000000e+00, %12 ]
  %356 = phi float [ %323, %317 ], [ 0.000000e+00, %12 ]
  %357 = phi float [ %324, %317 ], [ 0.000000e+00, %12 ]
  %358 = phi float [ %325, %317 ], [ 0.000000e+00, %12 ]
  %359 = phi float [ %326, %317 ], [ 0.000000e+00, %12 ]
  %360 = phi float [ %327, %317 ], [ 0.000000e+00, %12 ]
  %361 = phi float [ %328, %317 ], [ 0.000000e+00, %12 ]
  %362 = phi float [ %329, %317 ], [ 0.000000e+00, %12 ]
  %363 = phi float [ %330, %317 ], [ 0.000000e+00, %12 ]
  %364 = phi float [ %331, %317 ], [ 0.000000e+00, %12 ]
  %365 = phi float [ %332, %317 ], [ 0.000000e+00, %12 ]
  %366 = phi float [ %333, %317 ], [ 0.000000e+00, %12 ]
  %367 = phi float [ %334, %317 ], [ 0.000000e+00, %12 ]
  %368 = phi float [ %335, %317 ], [ 0.000000e+00, %12 ]
  %369 = phi float [ %336, %317 ], [ 0.000000e+00, %12 ]
  %370 = phi float [ %337, %317 ], [ 0.000000e+00, %12 ]
  %371 = phi float [ %338, %317 ], [ 0.000000e+00, %12 ]
  %372 = phi float [ %339, %317 ], [ 0.000000e+00, %12 ]
  %373 = phi float [ %340, %317 ], [ 0.000000e+00, %12 ]
  %374 = phi float [ %341, %317 ], [ 0.000000e+00, %12 ]
  %375 = phi float [ %342, %317 ], [ 0.000000e+00, %12 ]
  %376 = phi float [ %343, %317 ], [ 0.000000e+00, %12 ]
  %377 = phi float [ %344, %317 ], [ 0.000000e+00, %12 ]
  %378 = phi float [ %345, %317 ], [ 0.000000e+00, %12 ]
  %379 = phi float [ %346, %317 ], [ 0.000000e+00, %12 ]
  %380 = phi float [ %347, %317 ], [ 0.000000e+00, %12 ]
  %381 = phi float [ %348, %317 ], [ 0.000000e+00, %12 ]
  %382 = phi float [ %349, %317 ], [ 0.000000e+00, %12 ]
  %383 = phi float [ %350, %317 ], [ 0.000000e+00, %12 ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  %384 = lshr i64 %14, 1
  %385 = and i64 %384, 48
  %386 = and i64 %24, 7
  %387 = shl nuw nsw i64 %14, 1
  %388 = and i64 %387, 6
  %389 = or disjoint i64 %385, %386
  %390 = or disjoint i64 %388, 1
  %391 = or disjoint i64 %388, 8
  %392 = or disjoint i64 %388, 9
  %393 = or disjoint i64 %388, 16
  %394 = or disjoint i64 %388, 17
  %395 = or disjoint i64 %388, 24
  %396 = or disjoint i64 %388, 25
  %397 = or disjoint i64 %388, 32
  %398 = or disjoint i64 %388, 33
  %399 = or disjoint i64 %388, 40
  %400 = or disjoint i64 %388, 41
  %401 = or disjoint i64 %388, 48
  %402 = or disjoint i64 %388, 49
  %403 = or disjoint i64 %388, 56
  %404 = or disjoint i64 %388, 57
  %405 = shl nuw nsw i64 %389, 6
  %406 = or disjoint i64 %405, %388
  %407 = getelementptr float, ptr addrspace(3) @global_smem, i64 %406
  store float %352, ptr addrspace(3) %407, align 8
  %408 = or disjoint i64 %405, %390
  %409 = getelementptr float, ptr addrspace(3) @global_smem, i64 %408
  store float %353, ptr addrspace(3) %409, align 4
  %410 = or disjoint i64 %405, 512
  %411 = or disjoint i64 %410, %388
  %412 = getelementptr float, ptr addrspace(3) @global_smem, i64 %411
  store float %354, ptr addrspace(3) %412, align 8
  %413 = or disjoint i64 %410, %390
  %414 = getelementptr float, ptr addrspace(3) @global_smem, i64 %413
  store float %355, ptr addrspace(3) %414, align 4
  %415 = or disjoint i64 %405, %391
  %416 = getelementptr float, ptr addrspace(3) @global_smem, i64 %415
  store float %356, ptr addrspace(3) %416, align 8
  %417 = or disjoint i64 %405, %392
  %418 = getelementptr float, ptr addrspace(3) @global_smem, i64 %417
  store float %357, ptr addrspace(3) %418, align 4
  %419 = or disjoint i64 %410, %391
  %420 = getelementptr float, ptr addrspace(3) @global_smem, i64 %419
  store float %358, ptr addrspace(3) %420, align 8
  %421 = or disjoint i64 %410, %392
  %422 = getelementptr float, ptr addrspace(3) @global_smem, i64 %421
  store float %359, ptr addrspace(3) %422, align 4
  %423 = or disjoint i64 %405, %393
  %424 = getelementptr float, ptr addrspace(3) @global_smem, i64 %423
  store float %360, ptr addrspace(3) %424, align 8
  %425 = or disjoint i64 %405, %394
  %426 = getelementptr float, ptr addrspace(3) @global_smem, i64 %425
  store float %361, ptr addrspace(3) %426, align 4
  %427 = or disjoint i64 %410, %393
  %428 = getelementptr float, ptr addrspace(3) @global_smem, i64 %427
  store float %362, ptr addrspace(3) %428, align 8
  %429 = or disjoint i64 %410, %394
  %430 = getelementptr float, ptr addrspace(3) @global_smem, i64 %429
  store float %363, ptr addrspace(3) %430, align 4
  %431 = or disjoint i64 %405, %395
  %432 = getelementptr float, ptr addrspace(3) @global_smem, i64 %431
  store float %364, ptr addrspace(3) %432, align 8
  %433 = or disjoint i64 %405, %396
  %434 = getelementptr float, ptr addrspace(3) @global_smem, i64 %433
  store float %365, ptr addrspace(3) %434, align 4
  %435 = or disjoint i64 %410, %395
  %436 = getelementptr float, ptr addrspace(3) @global_smem, i64 %435
  store float %366, ptr addrspace(3) %436, align 8
  %437 = or disjoint i64 %410, %396
  %438 = getelementptr float, ptr addrspace(3) @global_smem, i64 %437
  store float %367, ptr addrspace(3) %438, align 4
  %439 = or disjoint i64 %405, %397
  %440 = getelementptr float, ptr addrspace(3) @global_smem, i64 %439
  store float %368, ptr addrspace(3) %440, align 8
  %441 = or disjoint i64 %405, %398
  %442 = getelementptr float, ptr addrspace(3) @global_smem, i64 %441
  store float %369, ptr addrspace(3) %442, align 4
  %443 = or disjoint i64 %410, %397
  %444 = getelementptr float, ptr addrspace(3) @global_smem, i64 %443
  store float %370, ptr addrspace(3) %444, align 8
  %445 = or disjoint i64 %410, %398
  %446 = getelementptr float, ptr addrspace(3) @global_smem, i64 %445
  store float %371, ptr addrspace(3) %446, align 4
  %447 = or disjoint i64 %405, %399
  %448 = getelementptr float, ptr addrspace(3) @global_smem, i64 %447
  store float %372, ptr addrspace(3) %448, align 8
  %449 = or disjoint i64 %405, %400
  %450 = getelementptr float, ptr addrspace(3) @global_smem, i64 %449
  store float %373, ptr addrspace(3) %450, align 4
  %451 = or disjoint i64 %410, %399
  %452 = getelementptr float, ptr addrspace(3) @global_smem, i64 %451
  store float %374, ptr addrspace(3) %452, align 8
  %453 = or disjoint i64 %410, %400
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i64 %453
  store float %375, ptr addrspace(3) %454, align 4
  %455 = or disjoint i64 %405, %401
  %456 = getelementptr float, ptr addrspace(3) @global_smem, i64 %455
  store float %376, ptr addrspace(3) %456, align 8
  %457 = or disjoint i64 %405, %402
  %458 = getelementptr float, ptr addrspace(3) @global_smem, i64 %457
  store float %377, ptr addrspace(3) %458, align 4
  %459 = or disjoint i64 %410, %401
  %460 = getelementptr float, ptr addrspace(3) @global_smem, i64 %459
  store float %378, ptr addrspace(3) %460, align 8
  %461 = or disjoint i64 %410, %402
  %462 = getelementptr float, ptr addrspace(3) @global_smem, i64 %461
  store float %379, ptr addrspace(3) %462, align 4
  %463 = or disjoint i64 %405, %403
  %464 = getelementptr float, ptr addrspace(3) @global_smem, i64 %463
  store float %380, ptr addrspace(3) %464, align 8
  %465 = or disjoint i64 %405, %404
  %466 = getelementptr float, ptr addrspace(3) @global_smem, i64 %465
  store float %381, ptr addrspace(3) %466, align 4
  %467 = or disjoint i64 %410, %403
  %468 = getelementptr float, ptr addrspace(3) @global_smem, i64 %467
  store float %382, ptr addrspace(3) %468, align 8
  %469 = or disjoint i64 %410, %404
  %470 = getelementptr float, ptr addrspace(3) @global_smem, i64 %469
  store float %383, ptr addrspace(3) %470, align 4
  tail call void @llvm.nvvm.barrier0()
  %471 = or disjoint i64 %54, 4
  %472 = shl nuw nsw i64 %32, 6
  %473 = or disjoint i32 %18, %55
  %474 = mul i32 %473, %10
  %475 = sext i32 %474 to i64
  %476 = getelementptr float, ptr addrspace(1) %2, i64 %475
  %477 = icmp slt i32 %473, %3
  %478 = and i1 %477, %72
  br i1 %478, label %479, label %484

479:                                              ; preds = %351
  %480 = or disjoint i64 %54, %472
  %481 = getelementptr float, ptr addrspace(3) @global_smem, i64 %480
  %482 = getelementptr float, ptr addrspace(1) %476, i64 %61
  %483 = load <4 x float>, ptr addrspace(3) %481, align 16
  store <4 x float> %483, ptr addrspace(1) %482, align 16
  br label %484

484:                                              ; preds = %479, %351
  %485 = trunc nuw nsw i64 %471 to i32
  %486 = or disjoint i32 %19, %485
  %487 = icmp slt i32 %486, %4
  %488 = and i1 %477, %487
  br i1 %488, label %489, label %495

489:                                              ; preds = %484
  %490 = or disjoint i64 %471, %472
  %491 = getelementptr float, ptr addrspace(3) @global_smem, i64 %490
  %492 = zext nneg i32 %486 to i64
  %493 = getelementptr float, ptr addrspace(1) %476, i64 %492
  %494 = load <4 x float>, ptr addrspace(3) %491, align 16
  store <4 x float> %494, ptr addrspace(1) %493, align 16
  br label %495

495:                                              ; preds = %489, %484
  %496 = shl nuw nsw i64 %76, 6
  %497 = or disjoint i32 %18, %77
  %498 = mul i32 %497, %10
  %499 = sext i32 %498 to i64
  %500 = getelementptr float, ptr addrspace(1) %2, i64 %499
  %501 = icmp slt i32 %497, %3
  %502 = and i1 %501, %72
  br i1 %502, label %503, label %508

503:                                              ; preds = %495
  %504 = or disjoint i64 %496, %54
  %505 = getelementptr float, ptr addrspace(3) @global_smem, i64 %504
  %506 = getelementptr float, ptr addrspace(1) %500, i64 %61
  %507 = load <4 x float>, ptr addrspace(3) %505, align 16
  store <4 x float> %507, ptr addrspace(1) %506, align 16
  br label %508

508:                                              ; preds = %503, %495
  %509 = and i1 %501, %487
  br i1 %509, label %510, label %516

510:                                              ; preds = %508
  %511 = or disjoint i64 %471, %496
  %512 = getelementptr float, ptr addrspace(3) @global_smem, i64 %511
  %513 = zext nneg i32 %486 to i64
  %514 = getelementptr float, ptr addrspace(1) %500, i64 %513
  %515 = load <4 x float>, ptr addrspace(3) %512, align 16
  store <4 x float> %515, ptr addrspace(1) %514, align 16
  br label %516

516:                                              ; preds = %510, %508
  %517 = or disjoint i64 %32, 32
  %518 = shl nuw nsw i64 %517, 6
  %519 = trunc nuw nsw i64 %517 to i32
  %520 = or disjoint i32 %18, %519
  %521 = mul i32 %520, %10
  %522 = sext i32 %521 to i64
  %523 = getelementptr float, ptr addrspace(1) %2, i64 %522
  %524 = icmp slt i32 %520, %3
  %525 = and i1 %524, %72
  br i1 %525, label %526, label %531

526:                                              ; preds = %516
  %527 = or disjoint i64 %518, %54
  %528 = getelementptr float, ptr addrspace(3) @global_smem, i64 %527
  %529 = getelementptr float, ptr addrspace(1) %523, i64 %61
  %530 = load <4 x float>, ptr addrspace(3) %528, align 16
  store <4 x float> %530, ptr addrspace(1) %529, align 16
  br label %531

531:                                              ; preds = %526, %516
  %532 = and i1 %524, %487
  br i1 %532, label %533, label %539

533:                                              ; preds = %531
  %534 = or disjoint i64 %471, %518
  %535 = getelementptr float, ptr addrspace(3) @global_smem, i64 %534
  %536 = zext nneg i32 %486 to i64
  %537 = getelementptr float, ptr addrspace(1) %523, i64 %536
  %538 = load <4 x float>, ptr addrspace(3) %535, align 16
  store <4 x float> %538, ptr addrspace(1) %537, align 16
  br label %539

539:                                              ; preds = %533, %531
  %540 = or disjoint i64 %32, 48
  %541 = shl nuw nsw i64 %540, 6
  %542 = trunc nuw nsw i64 %540 to i32
  %543 = or disjoint i32 %18, %542
  %544 = mul i32 %543, %10
  %545 = sext i32 %544 to i64
  %546 = getelementptr float, ptr addrspace(1) %2, i64 %545
  %547 = icmp slt i32 %543, %3
  %548 = and i1 %547, %72
  br i1 %548, label %549, label %554

549:                                              ; preds = %539
  %550 = or disjoint i64 %541, %54
  %551 = getelementptr float, ptr addrspace(3) @global_smem, i64 %550
  %552 = getelementptr float, ptr addrspace(1) %546, i64 %61
  %553 = load <4 x float>, ptr addrspace(3) %551, align 16
  store <4 x float> %553, ptr addrspace(1) %552, align 16
  br label %554

554:                                              ; preds = %549, %539
  %555 = and i1 %547, %487
  br i1 %555, label %556, label %562

556:                                              ; preds = %554
  %557 = or disjoint i64 %471, %541
  %558 = getelementptr float, ptr addrspace(3) @global_smem, i64 %557
  %559 = zext nneg i32 %486 to i64
  %560 = getelementptr float, ptr addrspace(1) %546, i64 %559
  %561 = load <4 x float>, ptr addrspace(3) %558, align 16
  store <4 x float> %561, ptr addrspace(1) %560, align 16
  br label %562

562:                                              ; preds = %556, %554
  ret void
}

attributes #0 = { convergent nocallback nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
