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
  %17 = shl i32 %15, 6
  %18 = shl nuw nsw i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = icmp sgt i32 %5, 32
  %21 = shl nuw nsw i64 %14, 3
  %22 = and i64 %21, 24
  %23 = lshr i64 %14, 2
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = or disjoint i32 %17, %24
  %26 = mul i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr half, ptr addrspace(1) %0, i64 %27
  %29 = trunc nuw nsw i64 %22 to i32
  %30 = getelementptr half, ptr addrspace(1) %28, i64 %22
  %31 = lshr i64 %14, 3
  %32 = xor i64 %31, %14
  %33 = shl nuw nsw i64 %23, 6
  %34 = shl nuw nsw i64 %32, 4
  %35 = and i64 %34, 48
  %36 = or disjoint i64 %35, %33
  %37 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %36
  %38 = icmp slt i32 %25, %3
  %39 = icmp slt i32 %29, %5
  %40 = and i1 %38, %39
  %41 = and i1 %19, %40
  %42 = xor i1 %41, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %37, ptr addrspace(1) %30, i1 %42) #2
  %43 = or disjoint i32 %25, 32
  %44 = mul i32 %43, %6
  %45 = sext i32 %44 to i64
  %46 = getelementptr half, ptr addrspace(1) %0, i64 %45
  %47 = getelementptr half, ptr addrspace(1) %46, i64 %22
  %48 = getelementptr i8, ptr addrspace(3) %37, i64 2048
  %49 = icmp slt i32 %43, %3
  %50 = and i1 %49, %39
  %51 = and i1 %19, %50
  %52 = xor i1 %51, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %48, ptr addrspace(1) %47, i1 %52) #2
  %53 = and i64 %21, 56
  %54 = trunc nuw nsw i64 %31 to i32
  %55 = mul i32 %54, %8
  %56 = sext i32 %55 to i64
  %57 = getelementptr half, ptr addrspace(1) %1, i64 %56
  %58 = trunc nuw nsw i64 %53 to i32
  %59 = or disjoint i32 %18, %58
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr half, ptr addrspace(1) %57, i64 %60
  %62 = lshr exact i64 %53, 3
  %63 = and i64 %31, 7
  %64 = xor i64 %62, %63
  %65 = shl nuw nsw i64 %31, 7
  %66 = shl nuw nsw i64 %64, 4
  %67 = or disjoint i64 %66, %65
  %68 = getelementptr i8, ptr addrspace(3) @global_smem, i64 %67
  %69 = getelementptr i8, ptr addrspace(3) %68, i64 12288
  %70 = icmp slt i32 %54, %5
  %71 = icmp slt i32 %59, %4
  %72 = and i1 %71, %70
  %73 = and i1 %19, %72
  %74 = xor i1 %73, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %69, ptr addrspace(1) %61, i1 %74) #2
  %75 = or disjoint i64 %31, 16
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = mul i32 %76, %8
  %78 = sext i32 %77 to i64
  %79 = getelementptr half, ptr addrspace(1) %1, i64 %78
  %80 = getelementptr half, ptr addrspace(1) %79, i64 %60
  %81 = getelementptr i8, ptr addrspace(3) %68, i64 14336
  %82 = icmp slt i32 %76, %5
  %83 = and i1 %71, %82
  %84 = and i1 %19, %83
  %85 = xor i1 %84, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %81, ptr addrspace(1) %80, i1 %85) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %86 = or disjoint i32 %29, 32
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr half, ptr addrspace(1) %28, i64 %87
  %89 = getelementptr i8, ptr addrspace(3) %37, i64 4096
  %90 = icmp slt i32 %86, %5
  %91 = and i1 %38, %90
  %92 = and i1 %20, %91
  %93 = xor i1 %92, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %89, ptr addrspace(1) %88, i1 %93) #2
  %94 = getelementptr half, ptr addrspace(1) %46, i64 %87
  %95 = getelementptr i8, ptr addrspace(3) %37, i64 6144
  %96 = and i1 %49, %90
  %97 = and i1 %20, %96
  %98 = xor i1 %97, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %95, ptr addrspace(1) %94, i1 %98) #2
  %99 = or disjoint i32 %54, 32
  %100 = mul i32 %99, %8
  %101 = sext i32 %100 to i64
  %102 = getelementptr half, ptr addrspace(1) %1, i64 %101
  %103 = getelementptr half, ptr addrspace(1) %102, i64 %60
  %104 = getelementptr i8, ptr addrspace(3) %68, i64 16384
  %105 = icmp slt i32 %99, %5
  %106 = and i1 %71, %105
  %107 = and i1 %20, %106
  %108 = xor i1 %107, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %104, ptr addrspace(1) %103, i1 %108) #2
  %109 = or disjoint i32 %76, 32
  %110 = mul i32 %109, %8
  %111 = sext i32 %110 to i64
  %112 = getelementptr half, ptr addrspace(1) %1, i64 %111
  %113 = getelementptr half, ptr addrspace(1) %112, i64 %60
  %114 = getelementptr i8, ptr addrspace(3) %68, i64 18432
  %115 = icmp slt i32 %109, %5
  %116 = and i1 %71, %115
  %117 = and i1 %20, %116
  %118 = xor i1 %117, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %114, ptr addrspace(1) %113, i1 %118) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  br i1 %19, label %.preheader, label %344

.preheader:                                       ; preds = %12
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %60
  br label %119

119:                                              ; preds = %.preheader, %119
  %120 = phi i32 [ 0, %.preheader ], [ %307, %119 ]
  %121 = phi float [ undef, %.preheader ], [ %269, %119 ]
  %122 = phi float [ undef, %.preheader ], [ %268, %119 ]
  %123 = phi float [ undef, %.preheader ], [ %267, %119 ]
  %124 = phi float [ undef, %.preheader ], [ %266, %119 ]
  %125 = phi float [ undef, %.preheader ], [ %265, %119 ]
  %126 = phi float [ undef, %.preheader ], [ %264, %119 ]
  %127 = phi float [ undef, %.preheader ], [ %263, %119 ]
  %128 = phi float [ undef, %.preheader ], [ %262, %119 ]
  %129 = phi float [ undef, %.preheader ], [ %261, %119 ]
  %130 = phi float [ undef, %.preheader ], [ %260, %119 ]
  %131 = phi float [ undef, %.preheader ], [ %259, %119 ]
  %132 = phi float [ undef, %.preheader ], [ %258, %119 ]
  %133 = phi float [ undef, %.preheader ], [ %257, %119 ]
  %134 = phi float [ undef, %.preheader ], [ %256, %119 ]
  %135 = phi float [ undef, %.preheader ], [ %255, %119 ]
  %136 = phi float [ undef, %.preheader ], [ %254, %119 ]
  %137 = phi float [ undef, %.preheader ], [ %253, %119 ]
  %138 = phi float [ undef, %.preheader ], [ %252, %119 ]
  %139 = phi float [ undef, %.preheader ], [ %251, %119 ]
  %140 = phi float [ undef, %.preheader ], [ %250, %119 ]
  %141 = phi float [ undef, %.preheader ], [ %249, %119 ]
  %142 = phi float [ undef, %.preheader ], [ %248, %119 ]
  %143 = phi float [ undef, %.preheader ], [ %247, %119 ]
  %144 = phi float [ undef, %.preheader ], [ %246, %119 ]
  %145 = phi float [ undef, %.preheader ], [ %245, %119 ]
  %146 = phi float [ undef, %.preheader ], [ %244, %119 ]
  %147 = phi float [ undef, %.preheader ], [ %243, %119 ]
  %148 = phi float [ undef, %.preheader ], [ %242, %119 ]
  %149 = phi float [ undef, %.preheader ], [ %241, %119 ]
  %150 = phi float [ undef, %.preheader ], [ %240, %119 ]
  %151 = phi float [ undef, %.preheader ], [ %239, %119 ]
  %152 = phi float [ undef, %.preheader ], [ %238, %119 ]
  %153 = phi i32 [ 0, %.preheader ], [ %308, %119 ]
  %154 = icmp ne i32 %153, 0
  %155 = zext i1 %154 to i32
  %156 = add i32 %153, 64
  %157 = icmp slt i32 %156, %5
  tail call void asm sideeffect "cp.async.wait_group 1;", ""() #2
  %158 = shl nuw nsw i32 %120, 12
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  tail call void asm sideeffect "wgmma.fence.sync.aligned;", ""() #2
  %159 = add i32 %158, add (i32 ptrtoint (ptr addrspace(3) @global_smem to i32), i32 12288)
  %160 = lshr exact i32 %159, 4
  %161 = and i32 %160, 16383
  %162 = zext nneg i32 %161 to i64
  %163 = or disjoint i64 %162, 4611686293322072064
  %164 = add i32 %158, ptrtoint (ptr addrspace(3) @global_smem to i32)
  %165 = lshr exact i32 %164, 4
  %166 = and i32 %165, 16383
  %167 = zext nneg i32 %166 to i64
  %168 = or disjoint i64 %167, -9223371899415756800
  %169 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %168, i64 %163, i32 %155, float %152, float %151, float %150, float %149, float %148, float %147, float %146, float %145, float %144, float %143, float %142, float %141, float %140, float %139, float %138, float %137, float %136, float %135, float %134, float %133, float %132, float %131, float %130, float %129, float %128, float %127, float %126, float %125, float %124, float %123, float %122, float %121) #2
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 0
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 1
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 2
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 3
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 4
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 5
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 6
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 7
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 8
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 9
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 10
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 11
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 12
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 13
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 14
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 15
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 16
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 17
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 18
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 19
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 20
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 21
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 22
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 23
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 24
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 25
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 26
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 27
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 28
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 29
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 30
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %169, 31
  %202 = add nuw nsw i64 %162, 4611686293322072192
  %203 = add nuw nsw i64 %167, -9223371899415756798
  %204 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $34, 0; wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(i64 %203, i64 %202, i32 1, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201) #2
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 0
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 1
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 2
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 3
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 4
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 5
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 6
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 7
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 8
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 9
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 10
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 11
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 12
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 13
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 14
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 15
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 16
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 17
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 18
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 19
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 20
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 21
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 22
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 23
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 24
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 25
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 26
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 27
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 28
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 29
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 30
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %204, 31
  tail call void asm sideeffect "wgmma.commit_group.sync.aligned;", ""() #2
  %237 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236) #2
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 0
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 1
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 2
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 3
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 4
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 5
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 6
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 7
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 8
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 9
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 10
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 11
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 12
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 13
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 14
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 15
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 16
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 17
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 18
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 19
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 20
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 21
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 22
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 23
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 24
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 25
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 26
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 27
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 28
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 29
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 30
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %237, 31
  tail call void @llvm.nvvm.barrier0()
  %.not = icmp eq i32 %120, 0
  %270 = add nsw i32 %120, -1
  %271 = select i1 %.not, i32 2, i32 %270
  %272 = sext i32 %271 to i64
  %273 = shl nsw i64 %272, 12
  %274 = or disjoint i32 %156, %29
  %275 = sext i32 %274 to i64
  %276 = getelementptr half, ptr addrspace(1) %28, i64 %275
  %277 = getelementptr i8, ptr addrspace(3) %37, i64 %273
  %278 = icmp slt i32 %274, %5
  %279 = and i1 %38, %278
  %280 = and i1 %157, %279
  %281 = xor i1 %280, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %277, ptr addrspace(1) %276, i1 %281) #2
  %282 = getelementptr half, ptr addrspace(1) %46, i64 %275
  %283 = getelementptr i8, ptr addrspace(3) %277, i64 2048
  %284 = and i1 %49, %278
  %285 = and i1 %157, %284
  %286 = xor i1 %285, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %283, ptr addrspace(1) %282, i1 %286) #2
  %287 = or disjoint i32 %156, %54
  %288 = mul i32 %287, %8
  %289 = sext i32 %288 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %289
  %290 = shl nsw i64 %272, 44
  %sext = add nsw i64 %290, 52776558133248
  %291 = ashr exact i64 %sext, 32
  %292 = getelementptr i8, ptr addrspace(3) %68, i64 %291
  %293 = icmp slt i32 %287, %5
  %294 = and i1 %71, %293
  %295 = and i1 %157, %294
  %296 = xor i1 %295, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %292, ptr addrspace(1) %gep, i1 %296) #2
  %297 = or disjoint i32 %156, %76
  %298 = mul i32 %297, %8
  %299 = sext i32 %298 to i64
  %gep34 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %299
  %300 = getelementptr i8, ptr addrspace(3) %292, i64 2048
  %301 = icmp slt i32 %297, %5
  %302 = and i1 %71, %301
  %303 = and i1 %157, %302
  %304 = xor i1 %303, true
  tail call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "l,l,b"(ptr addrspace(3) %300, ptr addrspace(1) %gep34, i1 %304) #2
  tail call void asm sideeffect "cp.async.commit_group;", ""() #2
  %305 = add i32 %120, 1
  %306 = icmp eq i32 %305, 3
  %307 = select i1 %306, i32 0, i32 %305
  %308 = add i32 %153, 32
  %309 = icmp slt i32 %308, %5
  br i1 %309, label %119, label %310

310:                                              ; preds = %119
  %311 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269) #2
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 0
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 1
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 2
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 3
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 4
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 5
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 6
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 7
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 8
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 9
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 10
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 11
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 12
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 13
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 14
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 15
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 16
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 17
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 18
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 19
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 20
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 21
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 22
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 23
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 24
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 25
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 26
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 27
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 28
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 29
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 30
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %311, 31
  br label %344

344:                                              ; preds = %310, %12
  %345 = phi float [ %312, %310 ], [ 0.000000e+00, %12 ]
  %346 = phi float [ %313, %310 ], [ 0.000000e+00, %12 ]
  %347 = phi float [ %314, %310 ], [ 0.000000e+00, %12 ]
  %348 = phi float [ %315, %310 ], [ 0.000000e+00, %12 ]
  %349 = phi float [ %316, %310 ], [ 0.000000e+00, %12 ]
  %350 = phi float [ %317, %310 ], [ 0.000000e+00, %12 ]
  %351 = phi float [ %318, %310 ], [ 0.000000e+00, %12 ]
  %352 = phi float [ %319, %310 ], [ 0.000000e+00, %12 ]
  %353 = phi float [ %320, %310 ], [ 0.000000e+00, %12 ]
  %354 = phi float [ %321, %310 ], [ 0.000000e+00, %12 ]
  %355 = phi float [ %322, %310 ], [ 0.000000e+00, %12 ]
  %356 = phi float [ %323, %310 ], [ 0.000000e+00, %12 ]
  %357 = phi float [ %324, %310 ], [ 0.000000e+00, %12 ]
  %358 = phi float [ %325, %310 ], [ 0.000000e+00, %12 ]
  %359 = phi float [ %326, %310 ], [ 0.000000e+00, %12 ]
  %360 = phi float [ %327, %310 ], [ 0.000000e+00, %12 ]
  %361 = phi float [ %328, %310 ], [ 0.000000e+00, %12 ]
  %362 = phi float [ %329, %310 ], [ 0.000000e+00, %12 ]
  %363 = phi float [ %330, %310 ], [ 0.000000e+00, %12 ]
  %364 = phi float [ %331, %310 ], [ 0.000000e+00, %12 ]
  %365 = phi float [ %332, %310 ], [ 0.000000e+00, %12 ]
  %366 = phi float [ %333, %310 ], [ 0.000000e+00, %12 ]
  %367 = phi float [ %334, %310 ], [ 0.000000e+00, %12 ]
  %368 = phi float [ %335, %310 ], [ 0.000000e+00, %12 ]
  %369 = phi float [ %336, %310 ], [ 0.000000e+00, %12 ]
  %370 = phi float [ %337, %310 ], [ 0.000000e+00, %12 ]
  %371 = phi float [ %338, %310 ], [ 0.000000e+00, %12 ]
  %372 = phi float [ %339, %310 ], [ 0.000000e+00, %12 ]
  %373 = phi float [ %340, %310 ], [ 0.000000e+00, %12 ]
  %374 = phi float [ %341, %310 ], [ 0.000000e+00, %12 ]
  %375 = phi float [ %342, %310 ], [ 0.000000e+00, %12 ]
  %376 = phi float [ %343, %310 ], [ 0.000000e+00, %12 ]
  tail call void asm sideeffect "cp.async.wait_group 0;", ""() #2
  tail call void @llvm.nvvm.barrier0()
  %377 = lshr i64 %14, 1
  %378 = and i64 %377, 48
  %379 = and i64 %23, 7
  %380 = shl nuw nsw i64 %14, 1
  %381 = and i64 %380, 6
  %382 = or disjoint i64 %378, %379
  %383 = or disjoint i64 %381, 1
  %384 = or disjoint i64 %381, 8
  %385 = or disjoint i64 %381, 9
  %386 = or disjoint i64 %381, 16
  %387 = or disjoint i64 %381, 17
  %388 = or disjoint i64 %381, 24
  %389 = or disjoint i64 %381, 25
  %390 = or disjoint i64 %381, 32
  %391 = or disjoint i64 %381, 33
  %392 = or disjoint i64 %381, 40
  %393 = or disjoint i64 %381, 41
  %394 = or disjoint i64 %381, 48
  %395 = or disjoint i64 %381, 49
  %396 = or disjoint i64 %381, 56
  %397 = or disjoint i64 %381, 57
  %398 = shl nuw nsw i64 %382, 6
  %399 = or disjoint i64 %398, %381
  %400 = getelementptr float, ptr addrspace(3) @global_smem, i64 %399
  store float %345, ptr addrspace(3) %400, align 8
  %401 = or disjoint i64 %398, %383
  %402 = getelementptr float, ptr addrspace(3) @global_smem, i64 %401
  store float %346, ptr addrspace(3) %402, align 4
  %403 = or disjoint i64 %398, 512
  %404 = or disjoint i64 %403, %381
  %405 = getelementptr float, ptr addrspace(3) @global_smem, i64 %404
  store float %347, ptr addrspace(3) %405, align 8
  %406 = or disjoint i64 %403, %383
  %407 = getelementptr float, ptr addrspace(3) @global_smem, i64 %406
  store float %348, ptr addrspace(3) %407, align 4
  %408 = or disjoint i64 %398, %384
  %409 = getelementptr float, ptr addrspace(3) @global_smem, i64 %408
  store float %349, ptr addrspace(3) %409, align 8
  %410 = or disjoint i64 %398, %385
  %411 = getelementptr float, ptr addrspace(3) @global_smem, i64 %410
  store float %350, ptr addrspace(3) %411, align 4
  %412 = or disjoint i64 %403, %384
  %413 = getelementptr float, ptr addrspace(3) @global_smem, i64 %412
  store float %351, ptr addrspace(3) %413, align 8
  %414 = or disjoint i64 %403, %385
  %415 = getelementptr float, ptr addrspace(3) @global_smem, i64 %414
  store float %352, ptr addrspace(3) %415, align 4
  %416 = or disjoint i64 %398, %386
  %417 = getelementptr float, ptr addrspace(3) @global_smem, i64 %416
  store float %353, ptr addrspace(3) %417, align 8
  %418 = or disjoint i64 %398, %387
  %419 = getelementptr float, ptr addrspace(3) @global_smem, i64 %418
  store float %354, ptr addrspace(3) %419, align 4
  %420 = or disjoint i64 %403, %386
  %421 = getelementptr float, ptr addrspace(3) @global_smem, i64 %420
  store float %355, ptr addrspace(3) %421, align 8
  %422 = or disjoint i64 %403, %387
  %423 = getelementptr float, ptr addrspace(3) @global_smem, i64 %422
  store float %356, ptr addrspace(3) %423, align 4
  %424 = or disjoint i64 %398, %388
  %425 = getelementptr float, ptr addrspace(3) @global_smem, i64 %424
  store float %357, ptr addrspace(3) %425, align 8
  %426 = or disjoint i64 %398, %389
  %427 = getelementptr float, ptr addrspace(3) @global_smem, i64 %426
  store float %358, ptr addrspace(3) %427, align 4
  %428 = or disjoint i64 %403, %388
  %429 = getelementptr float, ptr addrspace(3) @global_smem, i64 %428
  store float %359, ptr addrspace(3) %429, align 8
  %430 = or disjoint i64 %403, %389
  %431 = getelementptr float, ptr addrspace(3) @global_smem, i64 %430
  store float %360, ptr addrspace(3) %431, align 4
  %432 = or disjoint i64 %398, %390
  %433 = getelementptr float, ptr addrspace(3) @global_smem, i64 %432
  store float %361, ptr addrspace(3) %433, align 8
  %434 = or disjoint i64 %398, %391
  %435 = getelementptr float, ptr addrspace(3) @global_smem, i64 %434
  store float %362, ptr addrspace(3) %435, align 4
  %436 = or disjoint i64 %403, %390
  %437 = getelementptr float, ptr addrspace(3) @global_smem, i64 %436
  store float %363, ptr addrspace(3) %437, align 8
  %438 = or disjoint i64 %403, %391
  %439 = getelementptr float, ptr addrspace(3) @global_smem, i64 %438
  store float %364, ptr addrspace(3) %439, align 4
  %440 = or disjoint i64 %398, %392
  %441 = getelementptr float, ptr addrspace(3) @global_smem, i64 %440
  store float %365, ptr addrspace(3) %441, align 8
  %442 = or disjoint i64 %398, %393
  %443 = getelementptr float, ptr addrspace(3) @global_smem, i64 %442
  store float %366, ptr addrspace(3) %443, align 4
  %444 = or disjoint i64 %403, %392
  %445 = getelementptr float, ptr addrspace(3) @global_smem, i64 %444
  store float %367, ptr addrspace(3) %445, align 8
  %446 = or disjoint i64 %403, %393
  %447 = getelementptr float, ptr addrspace(3) @global_smem, i64 %446
  store float %368, ptr addrspace(3) %447, align 4
  %448 = or disjoint i64 %398, %394
  %449 = getelementptr float, ptr addrspace(3) @global_smem, i64 %448
  store float %369, ptr addrspace(3) %449, align 8
  %450 = or disjoint i64 %398, %395
  %451 = getelementptr float, ptr addrspace(3) @global_smem, i64 %450
  store float %370, ptr addrspace(3) %451, align 4
  %452 = or disjoint i64 %403, %394
  %453 = getelementptr float, ptr addrspace(3) @global_smem, i64 %452
  store float %371, ptr addrspace(3) %453, align 8
  %454 = or disjoint i64 %403, %395
  %455 = getelementptr float, ptr addrspace(3) @global_smem, i64 %454
  store float %372, ptr addrspace(3) %455, align 4
  %456 = or disjoint i64 %398, %396
  %457 = getelementptr float, ptr addrspace(3) @global_smem, i64 %456
  store float %373, ptr addrspace(3) %457, align 8
  %458 = or disjoint i64 %398, %397
  %459 = getelementptr float, ptr addrspace(3) @global_smem, i64 %458
  store float %374, ptr addrspace(3) %459, align 4
  %460 = or disjoint i64 %403, %396
  %461 = getelementptr float, ptr addrspace(3) @global_smem, i64 %460
  store float %375, ptr addrspace(3) %461, align 8
  %462 = or disjoint i64 %403, %397
  %463 = getelementptr float, ptr addrspace(3) @global_smem, i64 %462
  store float %376, ptr addrspace(3) %463, align 4
  tail call void @llvm.nvvm.barrier0()
  %464 = or disjoint i64 %53, 4
  %465 = shl nuw nsw i64 %31, 6
  %466 = or disjoint i32 %17, %54
  %467 = mul i32 %466, %10
  %468 = sext i32 %467 to i64
  %469 = getelementptr float, ptr addrspace(1) %2, i64 %468
  %470 = icmp slt i32 %466, %3
  %471 = and i1 %470, %71
  br i1 %471, label %472, label %477

472:                                              ; preds = %344
  %473 = or disjoint i64 %53, %465
  %474 = getelementptr float, ptr addrspace(3) @global_smem, i64 %473
  %475 = getelementptr float, ptr addrspace(1) %469, i64 %60
  %476 = load <4 x float>, ptr addrspace(3) %474, align 16
  store <4 x float> %476, ptr addrspace(1) %475, align 16
  br label %477

477:                                              ; preds = %472, %344
  %478 = trunc nuw nsw i64 %464 to i32
  %479 = or disjoint i32 %18, %478
  %480 = icmp slt i32 %479, %4
  %481 = and i1 %470, %480
  br i1 %481, label %482, label %488

482:                                              ; preds = %477
  %483 = or disjoint i64 %464, %465
  %484 = getelementptr float, ptr addrspace(3) @global_smem, i64 %483
  %485 = zext nneg i32 %479 to i64
  %486 = getelementptr float, ptr addrspace(1) %469, i64 %485
  %487 = load <4 x float>, ptr addrspace(3) %484, align 16
  store <4 x float> %487, ptr addrspace(1) %486, align 16
  br label %488

488:                                              ; preds = %482, %477
  %489 = shl nuw nsw i64 %75, 6
  %490 = or disjoint i32 %17, %76
  %491 = mul i32 %490, %10
  %492 = sext i32 %491 to i64
  %493 = getelementptr float, ptr addrspace(1) %2, i64 %492
  %494 = icmp slt i32 %490, %3
  %495 = and i1 %494, %71
  br i1 %495, label %496, label %501

496:                                              ; preds = %488
  %497 = or disjoint i64 %489, %53
  %498 = getelementptr float, ptr addrspace(3) @global_smem, i64 %497
  %499 = getelementptr float, ptr addrspace(1) %493, i64 %60
  %500 = load <4 x float>, ptr addrspace(3) %498, align 16
  store <4 x float> %500, ptr addrspace(1) %499, align 16
  br label %501

501:                                              ; preds = %496, %488
  %502 = and i1 %494, %480
  br i1 %502, label %503, label %509

503:                                              ; preds = %501
  %504 = or disjoint i64 %464, %489
  %505 = getelementptr float, ptr addrspace(3) @global_smem, i64 %504
  %506 = zext nneg i32 %479 to i64
  %507 = getelementptr float, ptr addrspace(1) %493, i64 %506
  %508 = load <4 x float>, ptr addrspace(3) %505, align 16
  store <4 x float> %508, ptr addrspace(1) %507, align 16
  br label %509

509:                                              ; preds = %503, %501
  %510 = or disjoint i64 %31, 32
  %511 = shl nuw nsw i64 %510, 6
  %512 = trunc nuw nsw i64 %510 to i32
  %513 = or disjoint i32 %17, %512
  %514 = mul i32 %513, %10
  %515 = sext i32 %514 to i64
  %516 = getelementptr float, ptr addrspace(1) %2, i64 %515
  %517 = icmp slt i32 %513, %3
  %518 = and i1 %517, %71
  br i1 %518, label %519, label %524

519:                                              ; preds = %509
  %520 = or disjoint i64 %511, %53
  %521 = getelementptr float, ptr addrspace(3) @global_smem, i64 %520
  %522 = getelementptr float, ptr addrspace(1) %516, i64 %60
  %523 = load <4 x float>, ptr addrspace(3) %521, align 16
  store <4 x float> %523, ptr addrspace(1) %522, align 16
  br label %524

524:                                              ; preds = %519, %509
  %525 = and i1 %517, %480
  br i1 %525, label %526, label %532

526:                                              ; preds = %524
  %527 = or disjoint i64 %464, %511
  %528 = getelementptr float, ptr addrspace(3) @global_smem, i64 %527
  %529 = zext nneg i32 %479 to i64
  %530 = getelementptr float, ptr addrspace(1) %516, i64 %529
  %531 = load <4 x float>, ptr addrspace(3) %528, align 16
  store <4 x float> %531, ptr addrspace(1) %530, align 16
  br label %532

532:                                              ; preds = %526, %524
  %533 = or disjoint i64 %31, 48
  %534 = shl nuw nsw i64 %533, 6
  %535 = trunc nuw nsw i64 %533 to i32
  %536 = or disjoint i32 %17, %535
  %537 = mul i32 %536, %10
  %538 = sext i32 %537 to i64
  %539 = getelementptr float, ptr addrspace(1) %2, i64 %538
  %540 = icmp slt i32 %536, %3
  %541 = and i1 %540, %71
  br i1 %541, label %542, label %547

542:                                              ; preds = %532
  %543 = or disjoint i64 %534, %53
  %544 = getelementptr float, ptr addrspace(3) @global_smem, i64 %543
  %545 = getelementptr float, ptr addrspace(1) %539, i64 %60
  %546 = load <4 x float>, ptr addrspace(3) %544, align 16
  store <4 x float> %546, ptr addrspace(1) %545, align 16
  br label %547

547:                                              ; preds = %542, %532
  %548 = and i1 %540, %480
  br i1 %548, label %549, label %555

549:                                              ; preds = %547
  %550 = or disjoint i64 %464, %534
  %551 = getelementptr float, ptr addrspace(3) @global_smem, i64 %550
  %552 = zext nneg i32 %479 to i64
  %553 = getelementptr float, ptr addrspace(1) %539, i64 %552
  %554 = load <4 x float>, ptr addrspace(3) %551, align 16
  store <4 x float> %554, ptr addrspace(1) %553, align 16
  br label %555

555:                                              ; preds = %549, %547
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
